// No chrome at all, e.g. printable pages.
import { Outlet } from 'react-router';

export default function HeadlessLayout() {
  return (
    <main id="main" className="min-h-dvh bg-white">
      <Outlet />
    </main>
  );
}
