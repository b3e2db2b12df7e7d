import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { serveThisFile } from '#web/lib/http-test-server.ts';
import { activityExportUrl, activityReportQueryOptions, countOf } from './activities.ts';

const served = serveThisFile();

const counts = {
  sign_in: 2,
  opportunity_created: 1,
  opportunity_updated: 0,
  candidate_moved: 4,
  message_sent: 3,
  interview_held: 0,
  offer_sent: 1,
};

const report = {
  member: { id: 7, first_name: 'Riley', last_name: 'Recruiter', email: 'r@example.com', role: 'Recruiter' },
  period: { from: '2026-11-01', to: '2026-11-02' },
  totals: counts,
  days: [{ date: '2026-11-01', counts }],
  data: [],
  meta: { current_page: 2, per_page: 25, total: 30, last_page: 2 },
};

describe('activity report', () => {
  it('asks with the chosen filters only, and reads counts per kind', async () => {
    served.server.respondTo('/api/activities/7', { status: 200, body: report });
    const queryClient = new QueryClient();
    const answer = await queryClient.fetchQuery(
      activityReportQueryOptions(7, { from: '2026-11-01', to: undefined, kind: 'message_sent' }, 2),
    );
    expect(served.server.lastRequest().url).toBe(
      '/api/activities/7?from=2026-11-01&kind=message_sent&page=2',
    );
    expect(countOf(answer.totals, 'candidate_moved')).toBe(4);
    expect(countOf(answer.days[0]!.counts, 'message_sent')).toBe(3);
    expect(answer.member.firstName).toBe('Riley');
  });

  it('exports the same filters as CSV', () => {
    expect(activityExportUrl(7, { from: '2026-11-01', to: '2026-11-30', kind: undefined })).toBe(
      '/api/activities/7/export?from=2026-11-01&to=2026-11-30',
    );
  });
});
