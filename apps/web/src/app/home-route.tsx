// `/` (SPEC.md §2 "demo index, titled Dashboard"): on the demo site the role picker that opens a
// throwaway demo account; elsewhere the public landing page.
import { lazy, Suspense } from 'react';
import { useSiteSettings } from '#web/lib/site-settings.ts';

const DemoIndexPage = lazy(() => import('#web/features/demo/pages/demo-index-page.tsx'));
const HomePage = lazy(() => import('#web/features/marketing/pages/home-page.tsx'));

export default function HomeRoute() {
  const site = useSiteSettings();
  return <Suspense fallback={null}>{site.demoMode ? <DemoIndexPage /> : <HomePage />}</Suspense>;
}
