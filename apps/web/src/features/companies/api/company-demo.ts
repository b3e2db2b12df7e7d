// `POST /api/companies/{id}/complete-demo`: finishing (or dismissing) the getting-started tour. The
// session user is fetched again so `activeCompany.demoCompleted` (read by the card and by the
// incomplete-demo guard) follows at once.
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { useSession } from '#web/lib/session/session.tsx';

export function useCompleteDemo() {
  const { refetchUser } = useSession();
  return useMutation({
    mutationFn: (companyId: number) =>
      api.post<{ id: number; demoCompleted: boolean }>(`/api/companies/${companyId}/complete-demo`),
    onSuccess: async () => {
      await refetchUser();
    },
  });
}
