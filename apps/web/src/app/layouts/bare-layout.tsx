// Transitional pages (logging out, redirects, integration callbacks): just the page, centred.
import { Outlet } from 'react-router';

export default function BareLayout() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <Outlet />
    </main>
  );
}
