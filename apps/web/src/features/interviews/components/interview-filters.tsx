// Filters of the company's interview list: opportunity, interviewer, status and a start date; and
// the List / Week switch.
import { INTERVIEW_STATUSES, interviewStatusLabel } from '@hireloop/shared/interviews';
import { roleIsAllowed, TEAM_MEMBERS_PAGE_ROLES } from '@hireloop/shared/roles';
import { SelectField } from '#web/components/select-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { useSession } from '#web/lib/session/session.tsx';
import { useOpportunityOptions, useTeamMemberOptions } from '../api/scheduling-options.ts';
import type { useInterviewListParams } from '../use-interview-list-params.ts';

type Params = ReturnType<typeof useInterviewListParams>;

export function InterviewFilters({ params, side }: { params: Params; side: 'company' | 'candidate' }) {
  const company = side === 'company';
  const opportunities = useOpportunityOptions(company);
  // The team list is for the roles that may see the team (a Team Member would get a 403).
  const { user } = useSession();
  const seesTeam = company && roleIsAllowed(user?.activeCompany?.role, null, TEAM_MEMBERS_PAGE_ROLES);
  const members = useTeamMemberOptions(seesTeam);
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {company ? (
        <>
          <SelectField
            label="Opportunity"
            value={params.opportunityId ?? ''}
            onChange={(event) => params.setFilter('opportunity', event.target.value)}
          >
            <option value="">All opportunities</option>
            {(opportunities.data?.data ?? []).map((opportunity) => (
              <option key={opportunity.id} value={opportunity.id}>
                {opportunity.title}
              </option>
            ))}
          </SelectField>
          {seesTeam ? (
            <SelectField
              label="Interviewer"
              value={params.interviewerId ?? ''}
              onChange={(event) => params.setFilter('interviewer', event.target.value)}
            >
              <option value="">Anyone</option>
              {(members.data?.data ?? []).map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.firstName} {member.lastName}
                </option>
              ))}
            </SelectField>
          ) : null}
        </>
      ) : null}
      <SelectField
        label="Status"
        value={params.status ?? ''}
        onChange={(event) => params.setStatus(event.target.value)}
      >
        <option value="">Any status</option>
        {INTERVIEW_STATUSES.map((status) => (
          <option key={status} value={status}>
            {interviewStatusLabel(status)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={params.view === 'week' ? 'Week of' : 'From date'}
        type="date"
        value={params.date ?? ''}
        onChange={(event) => params.setFilter('date', event.target.value)}
      />
    </div>
  );
}
