// Focused single-task pages (onboarding, invitations, callbacks): a top bar with the logo and an
// optional back link from the route metadata, then the page. Pages own their headings.
import { clsx } from 'clsx';
import { ArrowLeft } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '#web/components/brand-logo.tsx';
import { useRouteMeta } from '#web/lib/use-route-meta.ts';
import { SkipLink } from './skip-link.tsx';

export function BaseLayout({ tone }: { tone: 'light' | 'dark' }) {
  const { back } = useRouteMeta();
  const dark = tone === 'dark';
  return (
    <div className={clsx('flex min-h-dvh flex-col', dark ? 'bg-slate-950 text-slate-100' : 'bg-slate-50')}>
      <SkipLink />
      <header
        className={clsx('border-b', dark ? 'border-white/10 bg-slate-900' : 'border-slate-200 bg-white')}
      >
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
          {back ? (
            <Link
              to={back}
              className={clsx(
                'inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium',
                dark
                  ? 'text-slate-300 hover:bg-white/10 hover:text-white'
                  : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back
            </Link>
          ) : null}
          {back ? (
            <span className={clsx('h-6 w-px', dark ? 'bg-white/15' : 'bg-slate-200')} aria-hidden="true" />
          ) : null}
          <BrandLogo tone={dark ? 'light' : 'dark'} />
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
