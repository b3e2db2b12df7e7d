// Account choice (launch pad): the logo and who is signed in, above a centred page.
import { fullName } from '@hireloop/shared/people';
import { Outlet } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import { BrandLogo } from '#web/components/brand-logo.tsx';
import { useSession } from '#web/lib/session/session.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

export default function LogoLayout() {
  const { user } = useSession();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 pt-8 sm:px-6">
        <BrandLogo />
        {user ? (
          <div className="flex items-center gap-3">
            <span className="hidden text-sm font-medium text-slate-700 sm:inline">{fullName(user)}</span>
            <Avatar name={fullName(user)} src={user.avatar} size="md" />
          </div>
        ) : null}
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-12 sm:px-6">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
