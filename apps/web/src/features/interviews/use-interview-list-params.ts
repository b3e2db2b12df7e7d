// The interview lists' state in the URL: `when` (upcoming | past), `status`, `page`, and
// `interview={id}`, which opens that interview's panel on the same page (SPEC.md §2).
import { INTERVIEW_STATUSES, type InterviewStatus } from '@hireloop/shared/interviews';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useInterviewListParams() {
  const [params, setParams] = useSearchParams();
  const when: 'upcoming' | 'past' = params.get('when') === 'past' ? 'past' : 'upcoming';
  const rawStatus = params.get('status');
  const status = (INTERVIEW_STATUSES as readonly string[]).includes(rawStatus ?? '')
    ? (rawStatus as InterviewStatus)
    : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const positive = (key: string) => {
    const value = Number(params.get(key));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const opportunityId = positive('opportunity');
  const interviewerId = positive('interviewer');
  const rawDate = params.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(rawDate) ? rawDate : undefined;
  const view: 'list' | 'week' = params.get('view') === 'week' ? 'week' : 'list';
  const opened = Number(params.get('interview'));
  const interviewId = Number.isInteger(opened) && opened > 0 ? opened : null;

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { preventScrollReset: true, replace },
      ),
    [setParams],
  );

  return {
    when,
    status,
    page,
    interviewId,
    opportunityId,
    interviewerId,
    date,
    view,
    setFilter: (key: 'opportunity' | 'interviewer' | 'date', value: string) =>
      update({ [key]: value || null, page: null }),
    setView: (value: 'list' | 'week') => update({ view: value === 'list' ? null : value, page: null }),
    setWhen: (value: 'upcoming' | 'past') =>
      update({ when: value === 'upcoming' ? null : value, page: null }),
    setStatus: (value: string) => update({ status: value || null, page: null }),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : null }),
    openInterview: (id: number | null) => update({ interview: id === null ? null : String(id) }, id === null),
  };
}
