// Every route of SPEC.md §2, by area.
import { candidateRoutes } from './candidate-routes.ts';
import { companyRoutes } from './company-routes.ts';
import { devRoutes } from './dev-routes.ts';
import { enterpriseRoutes } from './enterprise-routes.ts';
import { integrationRoutes } from './integration-routes.ts';
import { publicRoutes } from './public-routes.ts';
import type { RouteGroup } from './route-definition.ts';

export const routeGroups: readonly RouteGroup[] = [
  ...publicRoutes,
  ...candidateRoutes,
  ...companyRoutes,
  ...enterpriseRoutes,
  ...integrationRoutes,
  ...devRoutes,
];
