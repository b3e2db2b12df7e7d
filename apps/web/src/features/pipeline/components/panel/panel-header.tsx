// Top of the candidate panel: who, for which opportunity and where they stand, with the actions:
// the next move and other decisions (Recruiter and above), message, print.
import { formatDate } from '@hireloop/shared/time';
import { ArrowRight, CalendarPlus, KanbanSquare, Mail, MessageSquare, Printer } from 'lucide-react';
import { Avatar } from '#web/components/avatar.tsx';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import type { CandidatePanel } from '#web/features/pipeline/api/pipeline-types.ts';
import { neighbourSteps } from '#web/features/pipeline/board-columns.ts';
import { candidateName } from '#web/features/pipeline/candidate-name.ts';
import { timeSince } from '#web/features/pipeline/time-since.ts';
import { DecisionMenu } from '../decisions/decision-menu.tsx';
import type { useDecisionFlow } from '../decisions/use-decision-flow.tsx';
import { StatusBadge } from '../status-badge.tsx';

interface PanelHeaderProps {
  panel: CandidatePanel;
  flow: ReturnType<typeof useDecisionFlow>;
  showBoardLink: boolean;
}

export function PanelHeader({ panel, flow, showBoardLink }: PanelHeaderProps) {
  const name = candidateName(panel.candidate);
  const { next, previous } = neighbourSteps(panel.steps, panel.step?.id ?? null);
  const deciding = flow.isDeciding(panel.id);
  const canAct = panel.abilities.move && panel.status !== 'withdrawn';
  // Recruiters and above schedule from here; a step named like an interview makes it the main action.
  const canSchedule = panel.abilities.move && panel.status === 'active';
  const interviewStep = /interview/i.test(panel.step?.name ?? '');
  const scheduleLink = `/company-interviews/create?application_id=${panel.id}`;
  const messageLink = panel.conversationUuid
    ? `/company-messages?conversation=${panel.conversationUuid}`
    : `/company-messages?candidate=${panel.candidate.id}`;
  const canOpenMessages = panel.abilities.message || panel.conversationUuid !== null;

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-4">
        <Avatar name={name} src={panel.candidate.avatar} size="lg" />
        <div className="min-w-0 flex-1">
          {panel.profile.headline ? <p className="text-sm text-slate-700">{panel.profile.headline}</p> : null}
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <a href={`mailto:${panel.candidate.email}`} className="truncate hover:underline">
              {panel.candidate.email}
            </a>
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-800">
            <span className="font-medium">{panel.opportunity.title}</span>
            <span aria-hidden="true">·</span>
            <span>{panel.step?.name ?? 'No step'}</span>
            <StatusBadge status={panel.status} />
          </p>
          {panel.appliedAt ? (
            <p className="mt-1 text-xs text-slate-500">
              Applied{' '}
              <time dateTime={panel.appliedAt} title={formatDate(panel.appliedAt)}>
                {timeSince(panel.appliedAt)}
              </time>
            </p>
          ) : null}
        </div>
      </div>
      {panel.status === 'disqualified' && panel.disqualifyReason ? (
        <Banner variant="warning" title="Disqualified">
          {panel.disqualifyReason}
        </Banner>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {canAct && panel.status !== 'disqualified' && next ? (
          <Button
            size="sm"
            disabled={deciding}
            aria-label={`Move ${name} to ${next.name}`}
            onClick={() => flow.request(panel, 'next-step')}
          >
            Move to {next.name}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        ) : null}
        {canAct && panel.status === 'disqualified' ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={deciding}
            onClick={() => flow.request(panel, 'previous-step')}
          >
            Move back into the pipeline
          </Button>
        ) : null}
        {canAct && panel.status !== 'disqualified' ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={deciding}
            onClick={() => flow.request(panel, 'disqualify')}
          >
            Disqualify
          </Button>
        ) : null}
        {canAct ? (
          <DecisionMenu
            name={name}
            status={panel.status}
            nextStepName={next?.name ?? null}
            previousStepName={previous?.name ?? null}
            disabled={deciding}
            onDecision={(decision) => flow.request(panel, decision)}
          />
        ) : null}
        <span className="hidden flex-1 sm:block" />
        {canSchedule ? (
          <ButtonLink to={scheduleLink} size="sm" variant={interviewStep ? 'primary' : 'ghost'}>
            <CalendarPlus className="size-4" aria-hidden="true" />
            Schedule interview
          </ButtonLink>
        ) : null}
        {canOpenMessages ? (
          <ButtonLink to={messageLink} size="sm" variant="ghost">
            <MessageSquare className="size-4" aria-hidden="true" />
            Message
          </ButtonLink>
        ) : null}
        {/* Same tab: a fresh tab would count as a visit from the root path (SPEC.md §2 landing). */}
        <ButtonLink to={`/company-candidates/${panel.id}/print`} size="sm" variant="ghost">
          <Printer className="size-4" aria-hidden="true" />
          Print
        </ButtonLink>
        {showBoardLink ? (
          <ButtonLink to={`/company-opportunities/${panel.opportunity.id}`} size="sm" variant="ghost">
            <KanbanSquare className="size-4" aria-hidden="true" />
            Pipeline
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
