import { createBrowserRouter } from 'react-router';
import { appRoutes } from './app-routes.tsx';

export const router = createBrowserRouter(appRoutes);
