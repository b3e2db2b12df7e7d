// `/enterprise-groups/create`: a new franchisee, client or region (Enterprise Owner).
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { enterpriseKeys } from '../api/enterprise-query-keys.ts';
import { createGroup } from '../api/groups.ts';
import { BackLink } from '../components/back-link.tsx';
import { GroupNameForm } from '../components/group-name-form.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { useEnterpriseLabels } from '../hooks/use-enterprise-labels.ts';

export default function GroupCreatePage() {
  const labels = useEnterpriseLabels();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageIntro
        eyebrow={<BackLink to="/enterprise-groups">{labels.groupPlural}</BackLink>}
        title={`Create a ${labels.group.toLowerCase()}`}
        description={`Add ${labels.companyPlural.toLowerCase()} to it next, then give people access to it from Users.`}
      />
      <Card className="p-5 sm:p-6">
        <GroupNameForm
          label={`${labels.group} name`}
          submitLabel={`Create ${labels.group}`}
          secondaryAction={
            <ButtonLink to="/enterprise-groups" variant="secondary">
              Cancel
            </ButtonLink>
          }
          onSubmit={async (values) => {
            const group = await createGroup(values);
            await queryClient.invalidateQueries({ queryKey: enterpriseKeys.groups() });
            navigate(`/enterprise-groups/${group.id}`);
          }}
        />
      </Card>
    </div>
  );
}
