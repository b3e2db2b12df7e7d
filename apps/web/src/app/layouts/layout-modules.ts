// Layouts are loaded lazily like pages, so a visitor of the landing page never downloads the
// dashboard chrome (menus, dropdowns).
import type { LayoutName, PageModuleLoader } from '../routes/route-definition.ts';

export const layoutModules: Record<LayoutName, PageModuleLoader> = {
  candidate: () => import('./candidate-layout.tsx'),
  company: () => import('./company-layout.tsx'),
  enterprise: () => import('./enterprise-layout.tsx'),
  account: () => import('./account-layout.tsx'),
  bare: () => import('./bare-layout.tsx'),
  auth: () => import('./auth-layout.tsx'),
  public: () => import('./public-layout.tsx'),
  headless: () => import('./headless-layout.tsx'),
  'base-dark': () => import('./base-dark-layout.tsx'),
  'base-light': () => import('./base-light-layout.tsx'),
  logo: () => import('./logo-layout.tsx'),
  'main-menu': () => import('./main-menu-layout.tsx'),
};
