// `/enterprise-templates/{id}`: the template in its form for those who may change it; read-only
// (with where it is pushed) for Viewers and for Admins when it reaches groups beyond theirs.
import { FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { PostingFormSkeleton } from '#web/components/posting-form/posting-form-skeleton.tsx';
import { HttpError } from '#web/lib/http.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { useEnterpriseTemplate, useEnterpriseTemplateAbilities } from '../api/enterprise-templates.ts';
import { EnterpriseTemplateForm } from '../components/enterprise-template-form.tsx';
import { pushedToText } from '../components/enterprise-template-row.tsx';
import { TemplateReadOnly } from '../components/template-read-only.tsx';
import { templateFormValues } from '../template-form-values.ts';

export default function EnterpriseTemplatePage() {
  const id = Number(useParams().id);
  const template = useEnterpriseTemplate(id);
  const abilities = useEnterpriseTemplateAbilities();
  const enterprise = useSession().user?.activeEnterprise;
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
          description="It may have been deleted, or it is not pushed to the groups you see."
          action={<ButtonLink to="/enterprise-templates">Back to templates</ButtonLink>}
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
  } else if (template.data.abilities.update) {
    content = (
      <EnterpriseTemplateForm
        key={template.data.id}
        templateId={template.data.id}
        defaultValues={templateFormValues(template.data)}
        defaultTargets={{
          pushAll: template.data.pushAll,
          groupIds: template.data.groups.map((group) => group.id),
        }}
        canPushAll={abilities.canPushAll}
      />
    );
  } else {
    content = (
      <TemplateReadOnly
        values={templateFormValues(template.data)}
        account={{ name: enterprise?.name ?? '', avatar: enterprise?.avatar ?? null }}
        notice={{
          title: `Pushed to: ${pushedToText(template.data)}`,
          text: 'You can see this template but not change it: it reaches groups you do not manage, or your role only views.',
        }}
      />
    );
  }

  return <div className="mx-auto max-w-7xl">{content}</div>;
}
