// One interview in a list: who, for which opportunity, when (reader's zone), format and status
// (and, for the company, "Scores needed" until every interviewer submitted a scorecard).
import { fullName } from '@hireloop/shared/people';
import { Avatar } from '#web/components/avatar.tsx';
import type { Interview } from '../api/interviews.ts';
import { InterviewFormat, InterviewWhen } from './interview-format.tsx';
import { InterviewStatusBadge } from './interview-status-badge.tsx';

interface InterviewRowProps {
  interview: Interview;
  side: 'company' | 'candidate';
  onOpen: (interview: Interview) => void;
}

export function InterviewRow({ interview, side, onOpen }: InterviewRowProps) {
  const name = side === 'company' ? fullName(interview.interviewee) : interview.company.name;
  const avatar = side === 'company' ? interview.interviewee.avatar : interview.company.avatar;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(interview)}
        className="flex w-full items-start gap-3 px-4 py-4 text-left hover:bg-slate-50 focus-visible:bg-slate-50 sm:px-6"
      >
        <Avatar name={name} src={avatar} size="md" shape={side === 'company' ? 'circle' : 'square'} />
        <span className="min-w-0 flex-1 space-y-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{name}</span>
            <InterviewStatusBadge status={interview.status} />
            {side === 'company' && interview.ratingState === 'needs_scores' ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                Scores needed
              </span>
            ) : null}
          </span>
          <span className="block text-sm text-slate-600">{interview.opportunity.title}</span>
          <span className="flex flex-col gap-1 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-4">
            <InterviewWhen interview={interview} />
            <InterviewFormat interview={interview} showJoin={false} />
          </span>
        </span>
      </button>
    </li>
  );
}
