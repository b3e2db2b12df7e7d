// Pages outside any one account (referral portal, admin): a top bar with the main destinations
// of the signed-in user and the avatar menu.
import { clsx } from 'clsx';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '#web/components/brand-logo.tsx';
import { useSession } from '#web/lib/session/session.tsx';
import type { User } from '#web/lib/session/session-user.ts';
import { AvatarMenu } from '../header/avatar-menu.tsx';
import { isMenuItemActive } from '../menu/menu-rules.ts';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

function mainLinks(user: User | null): { to: string; label: string }[] {
  if (!user) return [];
  const links = [{ to: '/dashboard', label: 'My Dashboard' }];
  if (user.companies.length > 0 || user.enterprises.length > 0) {
    links.push({ to: '/launch-pad', label: 'Launch Pad' });
  }
  return links;
}

export default function MainMenuLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
          <BrandLogo />
          <nav aria-label="Main" className="flex-1">
            <ul className="flex gap-1">
              {mainLinks(user).map((link) => {
                const active = isMenuItemActive(pathname, link.to);
                return (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      aria-current={active ? 'page' : undefined}
                      className={clsx(
                        'rounded-lg px-3 py-2 text-sm font-medium',
                        active ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100',
                      )}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <AvatarMenu area="candidate" />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6">
        <Outlet />
      </main>
      <SiteFooter className="bg-white" />
    </div>
  );
}
