// `POST /api/company-candidates/bulk`: move, disqualify or message up to 100 applications at once,
// all or nothing. A loading toast turns into the server's result (or disappears when the HTTP
// client shows the failure).
import type { BulkActionInput } from '@hireloop/shared/pipeline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { api } from '../../../lib/http.ts';
import { PIPELINE_KEY } from './pipeline-types.ts';

/** The payload as the app writes it (the client snake_cases keys on the way out). */
export type BulkAction =
  | { action: 'move'; applicationIds: number[]; toStepId: number }
  | { action: 'disqualify'; applicationIds: number[]; reason: string; message?: string | null }
  | { action: 'message'; applicationIds: number[]; content: string };

// Keeps the client payload in step with the shared wire schema.
type WireAction = BulkActionInput['action'];
const PROGRESS_TEXT: Record<WireAction, (count: number) => string> = {
  move: (count) => `Moving ${count} candidate${count === 1 ? '' : 's'}…`,
  disqualify: (count) => `Disqualifying ${count} candidate${count === 1 ? '' : 's'}…`,
  message: (count) => `Sending your message to ${count} candidate${count === 1 ? '' : 's'}…`,
};

interface BulkResult {
  affected: number;
  message: string;
  warning?: string;
}

export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BulkAction) => {
      const progress = toast.loading(PROGRESS_TEXT[input.action](input.applicationIds.length));
      try {
        const result = await api.post<BulkResult>('/api/company-candidates/bulk', input, {
          skipSuccessToasts: true,
        });
        toast.update(progress, {
          render: result.message,
          type: 'success',
          isLoading: false,
          autoClose: 5000,
          closeOnClick: true,
        });
        if (result.warning) toast.warning(result.warning);
        return result;
      } catch (error) {
        // The HTTP client already toasted the failure (422 messages, server errors).
        toast.dismiss(progress);
        throw error;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PIPELINE_KEY }),
  });
}
