// `/company-templates/{id}`: the template in its form for those who may manage templates; for
// Team Members a read-only view of the posting and its steps, as for everyone when the enterprise
// pushed it (decision 101).
import { FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { PostingFormSkeleton } from '#web/components/posting-form/posting-form-skeleton.tsx';
import { HttpError } from '#web/lib/http.ts';
import { useTemplate, useTemplateAbilities } from '../api/templates.ts';
import { TemplateForm } from '../components/template-form.tsx';
import { TemplateReadOnly } from '../components/template-read-only.tsx';
import { templateFormValues } from '../template-form-values.ts';

export default function TemplatePage() {
  const id = Number(useParams().id);
  const template = useTemplate(id);
  const abilities = useTemplateAbilities();
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
          description="It may have been deleted, or it belongs to another company."
          action={<ButtonLink to="/company-templates">Back to templates</ButtonLink>}
        />
      </Card>
    );
  } else if (template.isPending || abilities.isPending) {
    content = <PostingFormSkeleton label="Loading the template" />;
  } else if (template.isError) {
    content = (
      <Card>
        <ErrorState onRetry={() => void template.refetch()} retrying={template.isFetching} />
      </Card>
    );
  } else if (template.data.enterprise) {
    content = (
      <TemplateReadOnly
        values={templateFormValues(template.data)}
        notice={{
          title: `From ${template.data.enterprise.name}`,
          text: (
            <>
              Your enterprise shares this template with your location. Start an opportunity from it; only the
              enterprise can change it.
              {abilities.canManage ? (
                <ButtonLink
                  to={`/company-opportunities/create?template=${template.data.id}`}
                  size="sm"
                  className="mt-3 flex w-fit"
                >
                  Use template
                </ButtonLink>
              ) : null}
            </>
          ),
        }}
      />
    );
  } else if (abilities.canManage) {
    content = (
      <TemplateForm
        key={template.data.id}
        templateId={template.data.id}
        defaultValues={templateFormValues(template.data)}
      />
    );
  } else {
    content = <TemplateReadOnly values={templateFormValues(template.data)} />;
  }

  return <div className="mx-auto max-w-7xl">{content}</div>;
}
