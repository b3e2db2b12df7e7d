// `/interviews`: the candidate's interviews with each company, time in their zone, format details
// and the join link for web conferences; `?interview={id}` opens one in a panel.
import { Search } from 'lucide-react';
import { ButtonLink } from '#web/components/button-link.tsx';
import { InterviewList } from '../components/interview-list.tsx';

export default function CandidateInterviewsPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <p className="text-slate-600">Your interviews with companies, shown in your time zone.</p>
      <InterviewList
        side="candidate"
        emptyAction={
          <ButtonLink to="/applications" variant="secondary">
            <Search className="size-4" aria-hidden="true" />
            See my applications
          </ButtonLink>
        }
      />
    </div>
  );
}
