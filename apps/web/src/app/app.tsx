import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { toastContainerProps } from '../lib/toast-messages.ts';
import { router } from './router.tsx';
import { SessionProvider } from './session.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The HTTP client already reports failures as toasts; one quick retry covers network blips.
      retry: 1,
      staleTime: 30_000,
    },
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <ToastContainer {...toastContainerProps} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
