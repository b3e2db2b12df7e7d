// `/enterprise-templates/{id}`: the template in its form for those who may change it; read-only
// (with where it is pushed) for Viewers and for Admins when it reaches groups beyond theirs.
import { useParams } from 'react-router';
import { useSession } from '#web/lib/session/session.tsx';
import { useEnterpriseTemplate, useEnterpriseTemplateAbilities } from '../api/enterprise-templates.ts';
import { EnterpriseTemplateForm } from '../components/enterprise-template-form.tsx';
import { pushedToText } from '../components/enterprise-template-row.tsx';
import { TemplateDetail } from '../components/template-detail.tsx';
import { TemplateReadOnly } from '../components/template-read-only.tsx';
import { templateFormValues } from '../template-form-values.ts';

export default function EnterpriseTemplatePage() {
  const id = Number(useParams().id);
  const template = useEnterpriseTemplate(id);
  const abilities = useEnterpriseTemplateAbilities();
  const enterprise = useSession().user?.activeEnterprise;

  return (
    <TemplateDetail
      id={id}
      template={template}
      abilitiesPending={abilities.isPending}
      notFoundDescription="It may have been deleted, or it is not pushed to the groups you see."
      backTo="/enterprise-templates"
    >
      {(loaded) =>
        loaded.abilities.update ? (
          <EnterpriseTemplateForm
            key={loaded.id}
            templateId={loaded.id}
            defaultValues={templateFormValues(loaded)}
            defaultTargets={{ pushAll: loaded.pushAll, groupIds: loaded.groups.map((group) => group.id) }}
            canPushAll={abilities.canPushAll}
          />
        ) : (
          <TemplateReadOnly
            values={templateFormValues(loaded)}
            account={{ name: enterprise?.name ?? '', avatar: enterprise?.avatar ?? null }}
            notice={{
              title: `Pushed to: ${pushedToText(loaded)}`,
              text: 'You can see this template but not change it: it reaches groups you do not manage, or your role only views.',
            }}
          />
        )
      }
    </TemplateDetail>
  );
}
