// The app's one TanStack Query client: React components reach it through <QueryClientProvider>,
// route loaders (guards) and sign-out import it directly.
import { QueryClient } from '@tanstack/react-query';

/**
 * Meta of a query that a layout part (menu badge, header) keeps on screen on every page: an account
 * switch waits for the page it leaves to unmount, and such a query never would.
 */
export const SHELL_QUERY_META = { staysAcrossPages: true } as const;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The HTTP client already reports failures as toasts; one quick retry covers network blips.
      retry: 1,
      staleTime: 30_000,
    },
  },
});
