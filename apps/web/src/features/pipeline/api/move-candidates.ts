// Moving one or more cards straight onto a step (drag and drop on the board) through the bulk
// move (`POST /api/company-candidates/bulk`, action `move`): the cards move at once, a refusal
// (422/404, toasted by the HTTP client) puts them all back, and the board is asked again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardStep } from '../board-columns.ts';
import { predictMove } from '../decision-prediction.ts';
import { sendBulkAction } from './bulk-actions.ts';
import {
  type ChangingCandidate,
  type PipelineSnapshots,
  useOptimisticCandidates,
} from './optimistic-candidates.ts';
import { PIPELINE_KEY } from './pipeline-types.ts';

export interface MoveVariables {
  candidates: readonly ChangingCandidate[];
  steps: readonly BoardStep[];
  toStepId: number;
}

export function useMoveCandidates() {
  const queryClient = useQueryClient();
  const optimistic = useOptimisticCandidates();
  return useMutation<unknown, Error, MoveVariables, { snapshots: PipelineSnapshots }>({
    mutationKey: [...PIPELINE_KEY, 'move'],
    mutationFn: ({ candidates, toStepId }) =>
      sendBulkAction({
        action: 'move',
        applicationIds: candidates.map((candidate) => candidate.id),
        toStepId,
      }),
    onMutate: async ({ candidates, steps, toStepId }) => {
      const changes = candidates.flatMap((candidate) => {
        const change = predictMove(candidate, steps, toStepId);
        return change ? [{ candidate, change }] : [];
      });
      return { snapshots: await optimistic.predict(changes) };
    },
    onError: (_error, _variables, context) => optimistic.rollback(context?.snapshots),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PIPELINE_KEY }),
  });
}
