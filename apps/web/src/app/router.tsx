import { createBrowserRouter } from 'react-router';
import { connectNavigation } from '../lib/navigation.ts';
import { appRoutes } from './app-routes.tsx';
import './route-table-connection.ts';

export const router = createBrowserRouter(appRoutes);

connectNavigation((to, options) => router.navigate(to, options));
