// `/company-interviews`: the company's interviews (Managers and above see all, others those they
// take part in), upcoming or past, by status; `?interview={id}` opens one in a panel.
import { CalendarPlus, Clock, Video } from 'lucide-react';
import { ButtonLink } from '#web/components/button-link.tsx';
import { useInterviews } from '../api/interviews.ts';
import { InterviewList } from '../components/interview-list.tsx';

export default function CompanyInterviewsPage() {
  // The list's own abilities say whether this person may schedule.
  const abilities = useInterviews({ scope: 'company', when: 'upcoming', page: 1, perPage: 1 }).data
    ?.abilities;
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-600">Interviews of your company, in your time zone.</p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/demo-interview" variant="secondary" size="sm">
            <Video className="size-4" aria-hidden="true" />
            Try the video room
          </ButtonLink>
          <ButtonLink to="/calendar/create" variant="secondary" size="sm">
            <Clock className="size-4" aria-hidden="true" />
            Availability & calendar
          </ButtonLink>
          {abilities?.create ? (
            <ButtonLink to="/company-interviews/create" size="sm">
              <CalendarPlus className="size-4" aria-hidden="true" />
              Schedule interview
            </ButtonLink>
          ) : null}
        </div>
      </div>
      <InterviewList side="company" />
    </div>
  );
}
