import { ErrorState } from '#web/components/error-state.tsx';
import { HttpError } from '#web/lib/http.ts';
import { NotFoundPanel } from './not-found-panel.tsx';

interface QueryErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  /** What a 404 means here. */
  notFound: { title: string; description: string; backTo: string; backLabel: string };
}

/** A failed detail load: "not found" for a 404, otherwise an error with a retry. */
export function QueryError({ error, onRetry, retrying, notFound }: QueryErrorProps) {
  if (error instanceof HttpError && error.status === 404) return <NotFoundPanel {...notFound} />;
  return <ErrorState onRetry={onRetry} retrying={retrying} />;
}
