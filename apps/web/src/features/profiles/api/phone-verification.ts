// The SMS code flow of onboarding: POST /api/send-verification-sms and /api/verify-sms-code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { PROFILE_QUERY_KEY } from './profile.ts';

export function useSendVerificationSms() {
  return useMutation({
    mutationFn: (phone: string) =>
      api.post<{ message: string }>('/api/send-verification-sms', { phone }, { handledStatuses: [422] }),
  });
}

export function useVerifySmsCode() {
  const queryClient = useQueryClient();
  const { refetchUser } = useSession();
  return useMutation({
    mutationFn: (input: { phone: string; code: string }) =>
      api.post<{ verified: boolean }>('/api/verify-sms-code', input, { handledStatuses: [422] }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }), refetchUser()]);
    },
  });
}
