// Everything that happened to the application, oldest first: who did what, and when.
import { formatDate } from '@hireloop/shared/time';
import type { TimelineEvent } from '#web/features/pipeline/api/pipeline-types.ts';
import { timeSince } from '#web/features/pipeline/time-since.ts';
import { describeTimelineEvent } from '#web/features/pipeline/timeline-text.ts';
import { PanelSection } from './panel-section.tsx';

interface TimelineListProps {
  events: readonly TimelineEvent[];
  candidateName: string;
  level?: 2 | 3;
}

export function TimelineList({ events, candidateName, level = 3 }: TimelineListProps) {
  return (
    <PanelSection title="Timeline" level={level}>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing has happened yet.</p>
      ) : (
        <ol className="relative space-y-4 border-l border-slate-200 pl-5 print:border-black">
          {events.map((event) => {
            const { title, details } = describeTimelineEvent(event, candidateName);
            return (
              <li key={event.id} className="relative print:break-inside-avoid">
                <span
                  className="absolute top-1 -left-[1.6rem] size-2.5 rounded-full bg-brand-500 ring-4 ring-white print:bg-black"
                  aria-hidden="true"
                />
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-900 print:text-black">{title}</p>
                  {details.map((detail) => (
                    <p key={detail} className="mt-0.5 text-sm break-words text-slate-600 print:text-black">
                      {detail}
                    </p>
                  ))}
                  <p className="mt-0.5 text-xs text-slate-500 print:text-black">
                    <time dateTime={event.createdAt} title={formatDate(event.createdAt)}>
                      <span className="print:hidden">{timeSince(event.createdAt)}</span>
                      <span className="hidden print:inline">{formatDate(event.createdAt)}</span>
                    </time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </PanelSection>
  );
}
