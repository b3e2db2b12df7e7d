// The demo site's endpoints (docs/api/demo.md): a sandbox for the visitor, the visitor's own
// sandbox (for the countdown) and the giveaway a real trial comes with.

import type { CamelCasedKeys } from '@hireloop/shared/case';
import type {
  DemoAccount as DemoAccountWire,
  DemoRole,
  GiveawayInfo as GiveawayInfoWire,
} from '@hireloop/shared/demo';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { navigate } from '#web/lib/navigation.ts';
import { SHELL_QUERY_META } from '#web/lib/query-client.ts';
import { refetchSignedInUser } from '#web/lib/session/sign-out.ts';

export type DemoAccount = CamelCasedKeys<DemoAccountWire>;
export type GiveawayInfo = CamelCasedKeys<GiveawayInfoWire>;

/** Opened in a new tab (SPEC.md §2): the server answers with the signed /activate-trial link. */
export const TRIAL_LINK_PATH = '/api/demo-accounts/trial-link';

const DEMO_KEY = ['demo-account'] as const;

/** Creates the visitor's sandbox, signs them in and opens its home. */
export function useCreateDemoAccount() {
  return useMutation({
    mutationFn: (role: DemoRole) => api.post<DemoAccount>('/api/demo-accounts', { role }),
    onSuccess: async (account) => {
      await refetchSignedInUser();
      await navigate(account.redirectTo);
    },
  });
}

/** The signed-in visitor's sandbox, or null for anyone else. */
export function useCurrentDemo(userId: number) {
  return useQuery({
    queryKey: [...DEMO_KEY, userId],
    queryFn: ({ signal }) =>
      api.get<{ demo: DemoAccount | null }>('/api/demo-accounts/current', { signal, background: true }),
    staleTime: Number.POSITIVE_INFINITY,
    // The demo banner is the shell's, on every page.
    meta: SHELL_QUERY_META,
    select: (answer) => answer.demo,
  });
}

export function useGiveawayInfo(userId: number) {
  return useQuery({
    queryKey: [...DEMO_KEY, userId, 'giveaway'],
    queryFn: ({ signal }) => api.get<GiveawayInfo>('/api/users/giveaway-info', { signal, background: true }),
  });
}
