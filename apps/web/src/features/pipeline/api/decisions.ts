// `POST /api/applications/{id}/decision` (SPEC.md §3 decision options). The card moves at once
// (optimistic update); the server's answer then sets the real status and step, a refusal (422,
// shown as a toast by the HTTP client) puts everything back, and the timelines and counts are
// asked again either way.
import type { Decision } from '@hireloop/shared/applications';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import type { BoardStep } from '../board-columns.ts';
import { predictDecision } from '../decision-prediction.ts';
import { type CandidateChange, updateCandidateInList, updateStepCounts } from './candidate-cache.ts';
import {
  type CandidatePanel,
  type CompanyCandidate,
  type DecisionInput,
  type DecisionResult,
  type OpportunityDetail,
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
  snapshots: [QueryKey, unknown][];
}

export function useDecision() {
  const queryClient = useQueryClient();

  const applyChange = (variables: DecisionVariables, change: CandidateChange) => {
    const { id, opportunity } = variables.candidate;
    queryClient.setQueriesData({ queryKey: pipelineKeys.lists() }, (data: unknown) =>
      updateCandidateInList(data as Parameters<typeof updateCandidateInList>[0], id, change),
    );
    queryClient.setQueryData<CandidatePanel>(pipelineKeys.panel(id), (panel) =>
      panel ? { ...panel, ...change } : panel,
    );
    queryClient.setQueryData<OpportunityDetail>(pipelineKeys.opportunity(opportunity.id), (detail) =>
      updateStepCounts(detail, variables.candidate, change),
    );
  };

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
      // An answer in flight must not overwrite the prediction with the old state.
      await queryClient.cancelQueries({ queryKey: PIPELINE_KEY });
      const snapshots = queryClient.getQueriesData({ queryKey: PIPELINE_KEY });
      applyChange(variables, predicted);
      return { snapshots };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshots ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (result, variables) => {
      // Counts were adjusted by the prediction; the refetch below corrects any difference.
      const { id, opportunity } = variables.candidate;
      queryClient.setQueriesData({ queryKey: pipelineKeys.lists() }, (data: unknown) =>
        updateCandidateInList(data as Parameters<typeof updateCandidateInList>[0], id, {
          status: result.status,
          step: result.step,
        }),
      );
      queryClient.setQueryData<CandidatePanel>(pipelineKeys.panel(id), (panel) =>
        panel ? { ...panel, status: result.status, step: result.step } : panel,
      );
      void queryClient.invalidateQueries({ queryKey: pipelineKeys.opportunity(opportunity.id) });
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
