// The root route: things every page has, whatever its layout.
import { Outlet, ScrollRestoration } from 'react-router';
import { DropdownCoordinator } from './dropdowns.tsx';
import { LoadingBarView } from './loading-bar-view.tsx';
import { useDocumentTitle } from './use-document-title.ts';

export function AppShell() {
  useDocumentTitle();
  return (
    <DropdownCoordinator>
      <LoadingBarView />
      <Outlet />
      <ScrollRestoration />
    </DropdownCoordinator>
  );
}
