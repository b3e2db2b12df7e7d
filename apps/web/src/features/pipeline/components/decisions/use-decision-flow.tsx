// Taking a decision from a card, a row or the panel: moves go straight to the server (optimistic),
// disqualifying and "No decision" first ask for a reason or note in a dialog.
import type { Decision } from '@hireloop/shared/applications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type DecisionVariables, useDecision } from '#web/features/pipeline/api/decisions.ts';
import type { DecisionResult } from '#web/features/pipeline/api/pipeline-types.ts';
import type { BoardStep } from '#web/features/pipeline/board-columns.ts';
import { candidateName } from '#web/features/pipeline/candidate-name.ts';
import { toast } from '#web/lib/toast.ts';
import { DecisionDialog, type DialogDecision } from './decision-dialog.tsx';

export type DecidableCandidate = DecisionVariables['candidate'] & {
  candidate: { firstName: string; lastName: string };
};

export function useDecisionFlow(steps: readonly BoardStep[]) {
  const decide = useDecision();
  const navigate = useNavigate();

  /** A move into a step named like an interview offers to schedule one right there (issue 18). */
  const offerScheduling = (
    candidate: DecidableCandidate,
    result: Pick<DecisionResult, 'status' | 'step'>,
  ) => {
    if (result.status !== 'active' || !result.step || !/interview/i.test(result.step.name)) return;
    const link = `/company-interviews/create?application_id=${candidate.id}`;
    toast.info(
      <span>
        {candidateName(candidate.candidate)} is now in {result.step.name}.{' '}
        <button type="button" className="font-semibold underline" onClick={() => navigate(link)}>
          Schedule interview
        </button>
      </span>,
    );
  };
  const [asking, setAsking] = useState<{ candidate: DecidableCandidate; decision: DialogDecision } | null>(
    null,
  );

  const request = (candidate: DecidableCandidate, decision: Decision) => {
    if (decision === 'disqualify' || decision === 'no-decision') setAsking({ candidate, decision });
    else
      decide.mutate(
        { candidate, steps, decision },
        { onSuccess: (result) => offerScheduling(candidate, result) },
      );
  };

  const dialog = (
    <DecisionDialog
      decision={asking?.decision ?? null}
      candidateName={asking ? candidateName(asking.candidate.candidate) : ''}
      onCancel={() => setAsking(null)}
      onConfirm={({ reason, message }) => {
        if (!asking) return;
        decide.mutate({ candidate: asking.candidate, steps, decision: asking.decision, reason, message });
        setAsking(null);
      }}
    />
  );

  /** Whether a decision on this application is on its way (its buttons wait). */
  const isDeciding = (applicationId: number) =>
    decide.isPending && decide.variables?.candidate.id === applicationId;

  return { request, dialog, isDeciding, offerScheduling };
}
