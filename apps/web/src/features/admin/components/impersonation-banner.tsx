// Shown on every page while a super admin acts as a user (issue 22), with the way back.
import { fullName } from '@hireloop/shared/people';
import { UserRoundX } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useLocation } from 'react-router';

/**
 * The banner's height as a CSS variable on the document: the fixed side menu and the sticky header
 * start below it instead of sliding under it (the banner sits on top of every layout).
 */
const HEIGHT_VARIABLE = '--impersonation-banner-height';

function useHeightVariable() {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(HEIGHT_VARIABLE);
    };
  }, []);
}

export function ImpersonationBanner({
  user,
}: {
  user: { firstName: string; lastName: string; email: string };
}) {
  const { pathname } = useLocation();
  const measure = useHeightVariable();
  if (pathname === '/stop-impersonation') return null;
  return (
    <aside
      ref={measure}
      aria-label="Impersonation"
      className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-sm text-amber-950"
    >
      <span>
        You are acting as <strong>{fullName(user) || user.email}</strong>. Password, two-factor and billing
        changes are off.
      </span>
      <Link
        to="/stop-impersonation"
        className="inline-flex items-center gap-1 font-semibold underline underline-offset-2"
      >
        <UserRoundX className="size-4" aria-hidden="true" />
        Stop Impersonation
      </Link>
    </aside>
  );
}
