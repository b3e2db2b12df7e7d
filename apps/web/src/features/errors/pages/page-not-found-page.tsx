import { homePathFor } from '@hireloop/shared/account-switch';
import { useSession } from '#web/lib/session/session.tsx';
import { useRouteMeta } from '#web/lib/use-route-meta.ts';
import { NotFoundContent } from '../components/not-found-content.tsx';

export default function PageNotFoundPage() {
  const { user } = useSession();
  const { hideHeader } = useRouteMeta();
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-20 sm:px-6">
      <NotFoundContent
        homePath={user ? homePathFor(user.activeCompany, user.activeEnterprise) : undefined}
        // Signed in, the dashboard layout's header holds the page's h1 (unless the page hides it).
        headingLevel={user && !hideHeader ? 2 : 1}
      />
    </div>
  );
}
