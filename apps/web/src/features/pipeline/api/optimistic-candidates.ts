// The optimistic side of every pipeline change (a decision, a move onto a step, one card or many):
// cards and counts change at once in every cached answer that shows them, and a refusal puts back
// exactly what was there before. One implementation for the Move buttons and drag and drop.
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type CandidateChange, updateCandidateInList, updateStepCounts } from './candidate-cache.ts';
import {
  type CandidatePanel,
  type CompanyCandidate,
  type OpportunityDetail,
  PIPELINE_KEY,
  pipelineKeys,
} from './pipeline-types.ts';

export type PipelineSnapshots = [QueryKey, unknown][];

export type ChangingCandidate = Pick<CompanyCandidate, 'id' | 'status' | 'step' | 'opportunity'>;

export function useOptimisticCandidates() {
  const queryClient = useQueryClient();

  /** Writes a change into the lists, the panel and (when `countFrom` is given) the step counts. */
  const write = (candidate: ChangingCandidate, change: CandidateChange, countFrom?: CandidateChange) => {
    queryClient.setQueriesData({ queryKey: pipelineKeys.lists() }, (data: unknown) =>
      updateCandidateInList(data as Parameters<typeof updateCandidateInList>[0], candidate.id, change),
    );
    queryClient.setQueryData<CandidatePanel>(pipelineKeys.panel(candidate.id), (panel) =>
      panel ? { ...panel, ...change } : panel,
    );
    if (countFrom) {
      queryClient.setQueryData<OpportunityDetail>(
        pipelineKeys.opportunity(candidate.opportunity.id),
        (detail) => updateStepCounts(detail, countFrom, change),
      );
    }
  };

  return {
    /**
     * Applies the predicted changes and returns what to put back on a refusal. Answers still in
     * flight are cancelled first, so they cannot overwrite the prediction with the old state.
     */
    predict: async (
      changes: readonly { candidate: ChangingCandidate; change: CandidateChange }[],
    ): Promise<PipelineSnapshots> => {
      if (changes.length === 0) return [];
      await queryClient.cancelQueries({ queryKey: PIPELINE_KEY });
      const snapshots = queryClient.getQueriesData({ queryKey: PIPELINE_KEY });
      for (const { candidate, change } of changes) write(candidate, change, candidate);
      return snapshots;
    },
    /** The server's answer for one candidate (counts are refetched by the caller). */
    confirm: (candidate: ChangingCandidate, change: CandidateChange) => write(candidate, change),
    rollback: (snapshots: PipelineSnapshots | undefined) => {
      for (const [key, data] of snapshots ?? []) queryClient.setQueryData(key, data);
    },
  };
}
