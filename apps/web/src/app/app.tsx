import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { toastContainerProps } from '../lib/toast-messages.ts';
import { setUpHttpClient } from './http-setup.ts';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';
import { SessionProvider } from './session.tsx';

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
