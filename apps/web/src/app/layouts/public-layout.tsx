// Marketing and legal pages: a slim header with sign-in calls to action, the page, the footer.
import { Outlet } from 'react-router';
import { BrandLogo } from '#web/components/brand-logo.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

export default function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <BrandLogo />
          <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
            <ButtonLink to="/login" variant="ghost" size="sm">
              Log in
            </ButtonLink>
            <ButtonLink to="/register" size="sm">
              Get started
            </ButtonLink>
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter className="bg-slate-50" />
    </div>
  );
}
