import { ArrowLeft, Compass } from 'lucide-react';
import { ButtonLink } from '../../../components/button-link.tsx';

/** The body of the Page Not Found screen, shared by unknown paths, unbuilt pages and 404 errors. */
export function NotFoundContent() {
  return (
    <div className="mx-auto max-w-lg text-center">
      <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <Compass className="size-7" aria-hidden="true" />
      </div>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-base text-slate-600">
        We looked everywhere, but the page you asked for is not here. It may have moved, or the link may be
        mistyped.
      </p>
      <ButtonLink to="/" size="lg" className="mt-8">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the home page
      </ButtonLink>
    </div>
  );
}
