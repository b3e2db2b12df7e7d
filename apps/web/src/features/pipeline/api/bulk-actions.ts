// `POST /api/company-candidates/bulk`: move, disqualify or message up to 100 applications at once,
// all or nothing. A loading toast while it runs, then the server's result (or nothing more when
// the HTTP client shows the failure).
import type { BulkActionInput } from '@hireloop/shared/pipeline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { toast } from '#web/lib/toast.ts';
import { showToastTexts } from '#web/lib/toast-messages.ts';
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

export interface BulkResult {
  affected: number;
  message: string;
  warning?: string;
}

/**
 * Sends a bulk action: a loading toast while it runs, then the server's result (one toast for the
 * same words, however many moves in a row), nothing extra on failure (the HTTP client already
 * toasted it: 422 messages, server errors).
 */
export async function sendBulkAction(input: BulkAction): Promise<BulkResult> {
  const progress = toast.loading(PROGRESS_TEXT[input.action](input.applicationIds.length));
  try {
    const result = await api.post<BulkResult>('/api/company-candidates/bulk', input, {
      skipSuccessToasts: true,
    });
    toast.dismiss(progress);
    showToastTexts('success', result.message);
    if (result.warning) showToastTexts('warning', result.warning);
    return result;
  } catch (error) {
    toast.dismiss(progress);
    throw error;
  }
}

export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBulkAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PIPELINE_KEY }),
  });
}
