import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useRouteMeta } from '#web/lib/use-route-meta.ts';

const LINKS = [
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

/** Copyright line and legal links (SPEC.md §1), on public, auth and dashboard layouts. */
export function SiteFooter({ className }: { className?: string }) {
  // The support launcher floats at the bottom right (above the bottom bar below 1280 px): room for
  // it under the links, so the page scrolls them clear of it.
  const { intercom } = useRouteMeta();
  return (
    <footer className={clsx('border-t border-slate-200', intercom && 'pb-24 xl:pb-16', className)}>
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:px-6">
        <p>© {new Date().getFullYear()} Hireloop. All rights reserved.</p>
        <nav aria-label="Legal">
          <ul className="flex gap-6">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded hover:text-slate-900 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
