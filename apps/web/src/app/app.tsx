import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session/session.tsx';
import { setUpHttpClient } from './http-setup.ts';
import { router } from './router.tsx';
import { ToastHost } from './toast-host.tsx';

setUpHttpClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <ToastHost />
      </SessionProvider>
    </QueryClientProvider>
  );
}
