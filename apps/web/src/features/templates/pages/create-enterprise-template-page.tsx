// `/enterprise-templates/create` (Owners and Admins): a new enterprise template from a blank posting.

import { PostingFormSkeleton } from '#web/components/posting-form/posting-form-skeleton.tsx';
import { blankPostingValues } from '#web/components/posting-form/posting-form-values.ts';
import { useEnterpriseTemplateAbilities } from '../api/enterprise-templates.ts';
import { EnterpriseTemplateForm } from '../components/enterprise-template-form.tsx';

export default function CreateEnterpriseTemplatePage() {
  const abilities = useEnterpriseTemplateAbilities();
  return (
    <div className="mx-auto max-w-7xl">
      {abilities.isPending ? (
        <PostingFormSkeleton label="Loading the form" />
      ) : (
        <EnterpriseTemplateForm
          templateId={null}
          defaultValues={blankPostingValues()}
          defaultTargets={{ pushAll: false, groupIds: [] }}
          canPushAll={abilities.canPushAll}
        />
      )}
    </div>
  );
}
