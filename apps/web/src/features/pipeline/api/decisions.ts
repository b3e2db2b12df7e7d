// `POST /api/applications/{id}/decision` (SPEC.md §3 decision options). The card moves at once
// (optimistic update); the server's answer then sets the real status and step, a refusal (422,
// shown as a toast by the HTTP client) puts everything back, and the timelines and counts are
// asked again either way.
import type { Decision } from '@hireloop/shared/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { BoardStep } from '../board-columns.ts';
import { predictDecision } from '../decision-prediction.ts';
import { type PipelineSnapshots, useOptimisticCandidates } from './optimistic-candidates.ts';
import {
  type CompanyCandidate,
  type DecisionInput,
  type DecisionResult,
  PIPELINE_KEY,
  pipelineKeys,
} from './pipeline-types.ts';

export interface DecisionVariables {
  candidate: Pick<CompanyCandidate, 'id' | 'status' | 'step' | 'opportunity'>;
  /** The opportunity's steps, to predict where the card goes. */
  steps: readonly BoardStep[];
  decision: Decision;
  reason?: string | null;
  message?: string | null;
}

const DECISION_MUTATION_KEY = [...PIPELINE_KEY, 'decision'] as const;

interface DecisionContext {
  snapshots: PipelineSnapshots;
}

export function useDecision() {
  const queryClient = useQueryClient();
  const optimistic = useOptimisticCandidates();

  return useMutation<DecisionResult, Error, DecisionVariables, DecisionContext>({
    mutationKey: DECISION_MUTATION_KEY,
    mutationFn: ({ candidate, decision, reason, message }) => {
      const body: DecisionInput = { decision };
      if (reason?.trim()) body.reason = reason.trim();
      if (message?.trim()) body.message = message.trim();
      return api.post<DecisionResult>(`/api/applications/${candidate.id}/decision`, body);
    },
    onMutate: async (variables) => {
      const predicted = predictDecision(variables.candidate, variables.steps, variables.decision);
      if (!predicted) return { snapshots: [] };
      return { snapshots: await optimistic.predict([{ candidate: variables.candidate, change: predicted }]) };
    },
    onError: (_error, _variables, context) => optimistic.rollback(context?.snapshots),
    onSuccess: (result, variables) => {
      // Counts were adjusted by the prediction; the refetch below corrects any difference.
      optimistic.confirm(variables.candidate, { status: result.status, step: result.step });
      void queryClient.invalidateQueries({
        queryKey: pipelineKeys.opportunity(variables.candidate.opportunity.id),
      });
    },
    onSettled: (_result, _error, variables) => {
      void queryClient.invalidateQueries({ queryKey: pipelineKeys.panel(variables.candidate.id) });
      // While other decisions are still on their way, a refetch would briefly undo their cards;
      // the last one to finish refreshes the lists.
      if (queryClient.isMutating({ mutationKey: DECISION_MUTATION_KEY }) === 1) {
        void queryClient.invalidateQueries({ queryKey: pipelineKeys.lists() });
      }
    },
  });
}
