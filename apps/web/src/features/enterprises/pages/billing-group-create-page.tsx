// `/enterprise-billing-groups/create`: a new billing group with its payer (Enterprise Owner).
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { toast } from '#web/lib/toast.ts';
import { createBillingGroup } from '../api/billing-groups.ts';
import { enterpriseKeys } from '../api/enterprise-query-keys.ts';
import { BackLink } from '../components/back-link.tsx';
import { BillingGroupForm } from '../components/billing-group-form.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { useEnterpriseLabels } from '../hooks/use-enterprise-labels.ts';

export default function BillingGroupCreatePage() {
  const labels = useEnterpriseLabels();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageIntro
        eyebrow={<BackLink to="/enterprise-billing-groups">Billing groups</BackLink>}
        title="Create a billing group"
        description={`One payer for the ${labels.companyPlural.toLowerCase()} you choose: one invoice per period, a line per ${labels.company.toLowerCase()}.`}
      />
      <Card className="p-5 sm:p-6">
        <BillingGroupForm
          submitLabel="Create Billing Group"
          secondaryAction={
            <ButtonLink to="/enterprise-billing-groups" variant="secondary">
              Cancel
            </ButtonLink>
          }
          onSubmit={async (input) => {
            const group = await createBillingGroup(input);
            await queryClient.invalidateQueries({ queryKey: enterpriseKeys.billingGroups() });
            toast.success('The billing group was created.');
            navigate(`/enterprise-billing-groups/${group.id}`);
          }}
        />
      </Card>
    </div>
  );
}
