// `/company-billing/edit` "Manage Plan & Payment" (Company Admin): the card, the billing address,
// and cancelling or undoing it.
import { lazy, Suspense } from 'react';
import { Card } from '#web/components/card.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { AddressForm } from '../components/address-form.tsx';
import { WithBilling } from '../components/billing-query-state.tsx';
import { CancellationCard } from '../components/cancellation-card.tsx';
import { CardForm } from '../components/card-form.tsx';
import { SavedCard } from '../components/saved-card.tsx';

// Stripe's form (and Stripe.js's loader) only for companies whose payments go through Stripe.
const StripeCardForm = lazy(() =>
  import('../components/stripe-card-form.tsx').then((module) => ({ default: module.StripeCardForm })),
);

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
            {billing.gateway === 'stripe' && billing.stripePublishableKey ? (
              <Suspense
                fallback={<Spinner className="size-5 text-brand-600" label="Loading the card form" />}
              >
                <StripeCardForm publishableKey={billing.stripePublishableKey} />
              </Suspense>
            ) : (
              <CardForm />
            )}
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
