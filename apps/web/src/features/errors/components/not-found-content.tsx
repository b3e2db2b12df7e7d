import { ArrowLeft, Compass, LogIn } from 'lucide-react';
import { ButtonLink } from '#web/components/button-link.tsx';

interface NotFoundContentProps {
  /**
   * The signed-in user's home (their dashboard): the way back. Without it the visitor is signed
   * out and is offered the home page and the login.
   */
  homePath?: string;
  /**
   * Inside a dashboard layout the header already holds the page's h1 ("Page Not Found"), so the
   * body's heading is one level down.
   */
  headingLevel?: 1 | 2;
}

/** The body of the Page Not Found screen, shared by unknown paths, unbuilt pages and 404 errors. */
export function NotFoundContent({ homePath, headingLevel = 1 }: NotFoundContentProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="mx-auto max-w-lg text-center">
      <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <Compass className="size-7" aria-hidden="true" />
      </div>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <Heading className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {headingLevel === 1 ? 'Page Not Found' : 'This page is not here'}
      </Heading>
      <p className="mt-4 text-base text-slate-600">
        We looked everywhere, but the page you asked for is not here. It may have moved, or the link may be
        mistyped.
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        {homePath ? (
          <ButtonLink to={homePath} size="lg">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to your dashboard
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to="/login" size="lg">
              <LogIn className="size-4" aria-hidden="true" />
              Log in
            </ButtonLink>
            <ButtonLink to="/" size="lg" variant="secondary">
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to the home page
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  );
}
