// The app's one TanStack Query client: React components reach it through <QueryClientProvider>,
// route loaders (guards) and sign-out import it directly.
import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './http.ts';

/**
 * Meta of a query that a layout part (menu badge, header) keeps on screen on every page: an account
 * switch waits for the page it leaves to unmount, and such a query never would.
 */
export const SHELL_QUERY_META = { staysAcrossPages: true } as const;

/**
 * One quick retry covers a network blip or a server hiccup. A 4xx answer (404 not found, 403
 * refused, 422 invalid) will not change on retry: it is shown at once, asked once.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The HTTP client already reports failures as toasts.
      retry: shouldRetryQuery,
      staleTime: 30_000,
    },
  },
});
