// The app's one TanStack Query client: React components reach it through <QueryClientProvider>,
// route loaders (guards) and sign-out import it directly.
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The HTTP client already reports failures as toasts; one quick retry covers network blips.
      retry: 1,
      staleTime: 30_000,
    },
  },
});
