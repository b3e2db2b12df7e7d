// Sign-in and sign-up pages: the form on the left, the product promise on the right (wide screens).
import { ShieldCheck } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '#web/components/brand-logo.tsx';
import { useRouteMeta } from '#web/lib/use-route-meta.ts';
import { AuthShowcase } from './auth-showcase.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

export default function AuthLayout() {
  const meta = useRouteMeta();
  return (
    <div className="flex min-h-dvh bg-white">
      <SkipLink />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="px-6 pt-8 sm:px-10">
          <BrandLogo />
        </header>
        <main
          id="main"
          className="flex flex-1 items-start justify-center px-6 py-10 sm:items-center sm:px-10"
        >
          <div className="w-full max-w-sm">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{meta.title}</h1>
            {meta.subtitle ? (
              <p className="mt-2 text-sm text-slate-600">
                {meta.subtitle}
                {meta.link ? (
                  <>
                    {' '}
                    <Link
                      to={meta.link.to}
                      className="rounded font-semibold text-brand-700 hover:text-brand-800 hover:underline"
                    >
                      {meta.link.label}
                    </Link>
                  </>
                ) : null}
              </p>
            ) : null}
            <div className="mt-8">
              <Outlet />
            </div>
            <p className="mt-8 flex gap-2 text-xs leading-relaxed text-slate-600">
              <ShieldCheck className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              This site is protected by a bot-protection check to keep accounts safe.
            </p>
          </div>
        </main>
        <SiteFooter />
      </div>
      <AuthShowcase />
    </div>
  );
}
