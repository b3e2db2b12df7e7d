// The frame of one template's page, company or enterprise: "not found" for a bad or unknown id,
// the form skeleton while it (and the viewer's abilities) load, an error with retry, and otherwise
// whatever the page shows for the loaded template (its form or a read-only view).
import type { UseQueryResult } from '@tanstack/react-query';
import { FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { PostingFormSkeleton } from '#web/components/posting-form/posting-form-skeleton.tsx';
import { HttpError } from '#web/lib/http.ts';

interface TemplateDetailProps<T> {
  id: number;
  template: UseQueryResult<T>;
  abilitiesPending: boolean;
  /** Why a template may not be found from this side (deleted, another tenant's, not pushed here). */
  notFoundDescription: string;
  /** The list to go back to. */
  backTo: string;
  children: (template: T) => ReactNode;
}

export function TemplateDetail<T>({
  id,
  template,
  abilitiesPending,
  notFoundDescription,
  backTo,
  children,
}: TemplateDetailProps<T>) {
  const missing =
    !Number.isInteger(id) ||
    id <= 0 ||
    (template.error instanceof HttpError && template.error.status === 404);

  let content: ReactNode;
  if (missing) {
    content = (
      <Card>
        <EmptyState
          icon={FileQuestion}
          title="This template was not found"
          description={notFoundDescription}
          action={<ButtonLink to={backTo}>Back to templates</ButtonLink>}
        />
      </Card>
    );
  } else if (template.isPending || abilitiesPending) {
    content = <PostingFormSkeleton label="Loading the template" />;
  } else if (template.isError) {
    content = (
      <Card>
        <ErrorState onRetry={() => void template.refetch()} retrying={template.isFetching} />
      </Card>
    );
  } else {
    content = children(template.data);
  }

  return <div className="mx-auto max-w-7xl">{content}</div>;
}
