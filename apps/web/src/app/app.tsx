import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { queryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session/session.tsx';
import { toastContainerProps } from '../lib/toast-messages.ts';
import { setUpHttpClient } from './http-setup.ts';
import { router } from './router.tsx';

setUpHttpClient();

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
