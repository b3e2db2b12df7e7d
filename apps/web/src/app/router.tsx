import { createBrowserRouter } from 'react-router';
import { configureHttpClient } from '../lib/http.ts';
import { appRoutes } from './app-routes.tsx';

export const router = createBrowserRouter(appRoutes);

// The HTTP client redirects on 401/403 (SPEC.md §8) through the router, without a page reload.
configureHttpClient({
  navigate: (to: string) => void router.navigate(to),
  goBack: () => void router.navigate(-1),
});
