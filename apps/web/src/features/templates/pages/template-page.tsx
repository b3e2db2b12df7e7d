// `/company-templates/{id}`: the template in its form for those who may manage templates; for
// Team Members a read-only view of the posting and its steps, as for everyone when the enterprise
// pushed it (decision 101).
import { useParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { type OpportunityTemplate, useTemplate, useTemplateAbilities } from '../api/templates.ts';
import { TemplateDetail } from '../components/template-detail.tsx';
import { TemplateForm } from '../components/template-form.tsx';
import { TemplateReadOnly } from '../components/template-read-only.tsx';
import { templateFormValues } from '../template-form-values.ts';

export default function TemplatePage() {
  const id = Number(useParams().id);
  const template = useTemplate(id);
  const abilities = useTemplateAbilities();

  const view = (loaded: OpportunityTemplate) => {
    if (loaded.enterprise) {
      return (
        <TemplateReadOnly
          values={templateFormValues(loaded)}
          notice={{
            title: `From ${loaded.enterprise.name}`,
            text: (
              <>
                Your enterprise shares this template with your location. Start an opportunity from it; only
                the enterprise can change it.
                {abilities.canManage ? (
                  <ButtonLink
                    to={`/company-opportunities/create?template=${loaded.id}`}
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
    }
    if (abilities.canManage) {
      return (
        <TemplateForm key={loaded.id} templateId={loaded.id} defaultValues={templateFormValues(loaded)} />
      );
    }
    return <TemplateReadOnly values={templateFormValues(loaded)} />;
  };

  return (
    <TemplateDetail
      id={id}
      template={template}
      abilitiesPending={abilities.isPending}
      notFoundDescription="It may have been deleted, or it belongs to another company."
      backTo="/company-templates"
    >
      {view}
    </TemplateDetail>
  );
}
