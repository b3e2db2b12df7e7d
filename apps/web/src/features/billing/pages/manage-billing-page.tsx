// `/company-billing/edit` "Manage Plan & Payment" (Company Admin): the card, the billing address,
// and cancelling or undoing it.
import { Card } from '#web/components/card.tsx';
import { AddressForm } from '../components/address-form.tsx';
import { WithBilling } from '../components/billing-query-state.tsx';
import { CancellationCard } from '../components/cancellation-card.tsx';
import { CardForm } from '../components/card-form.tsx';
import { SavedCard } from '../components/saved-card.tsx';

export default function ManageBillingPage() {
  return (
    <WithBilling>
      {(billing) => (
        <div className="mx-auto max-w-3xl space-y-5">
          <Card className="space-y-4 p-5">
            <h2 className="font-semibold text-slate-900">Card</h2>
            {billing.paymentMethod ? (
              <SavedCard card={billing.paymentMethod} />
            ) : (
              <p className="text-sm text-slate-600">No card on file yet.</p>
            )}
            <CardForm />
            {billing.gateway === 'test' ? (
              <p className="text-sm text-slate-600">
                Test payments: 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined.
              </p>
            ) : null}
          </Card>
          <Card className="space-y-4 p-5">
            <h2 className="font-semibold text-slate-900">Billing address</h2>
            <AddressForm address={billing.address} />
          </Card>
          <CancellationCard billing={billing} />
        </div>
      )}
    </WithBilling>
  );
}
