// The enterprise's template form: the shared template editor, plus where the template is pushed;
// saves to /api/enterprise-templates.
import { useState } from 'react';
import type { PostingFormValues } from '#web/components/posting-form/posting-form-values.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { useCreateEnterpriseTemplate, useUpdateEnterpriseTemplate } from '../api/enterprise-templates.ts';
import { type PushTargets, PushTargetsFields } from './push-targets-fields.tsx';
import { TemplateEditor } from './template-editor.tsx';

interface EnterpriseTemplateFormProps {
  templateId: number | null;
  defaultValues: PostingFormValues;
  defaultTargets: PushTargets;
  canPushAll: boolean;
}

const NO_TARGET = 'Choose at least one group, or push the template to all locations.';

export function EnterpriseTemplateForm(props: EnterpriseTemplateFormProps) {
  const { templateId, defaultValues, defaultTargets, canPushAll } = props;
  const enterprise = useSession().user?.activeEnterprise;
  const create = useCreateEnterpriseTemplate();
  const update = useUpdateEnterpriseTemplate(templateId ?? 0);
  const [targets, setTargets] = useState(defaultTargets);
  const [targetError, setTargetError] = useState<string | undefined>();

  return (
    <TemplateEditor
      templateId={templateId}
      defaultValues={defaultValues}
      account={{ name: enterprise?.name ?? '', avatar: enterprise?.avatar ?? null }}
      nameHint="Only your enterprise and its locations see the name; candidates see the posting below."
      save={(payload) => (templateId === null ? create.mutateAsync(payload) : update.mutateAsync(payload))}
      listPath="/enterprise-templates"
      extraPayload={() => ({
        push_all: targets.pushAll,
        group_ids: targets.pushAll ? [] : targets.groupIds,
      })}
      checkExtra={() => {
        const missing = !targets.pushAll && targets.groupIds.length === 0;
        setTargetError(missing ? NO_TARGET : undefined);
        return !missing;
      }}
    >
      <PushTargetsFields
        value={targets}
        onChange={(next) => {
          setTargetError(undefined);
          setTargets(next);
        }}
        canPushAll={canPushAll}
        error={targetError}
      />
    </TemplateEditor>
  );
}
