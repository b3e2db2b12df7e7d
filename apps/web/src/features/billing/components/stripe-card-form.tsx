// The card form when Stripe takes the payments: Stripe Elements' card field, in Stripe's own frame
// (the number never reaches our page or server). Stripe.js loads from js.stripe.com only when this
// form shows (the CSP allows it only with Stripe configured); the card becomes a Stripe payment
// method, and only its id is sent to us.
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useSaveCard } from '../api/billing.ts';

/** How the form gets Stripe.js: the real loader, or a stand-in where js.stripe.com is out of reach. */
export type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; stripe: Stripe; card: StripeCardElement };

const CARD_STYLE = {
  base: { fontSize: '16px', color: '#0f172a', '::placeholder': { color: '#94a3b8' } },
  invalid: { color: '#b91c1c' },
};

interface StripeCardFormProps {
  publishableKey: string;
  load?: StripeLoader;
  onSaved?: () => void;
}

/** Try again mounts the form afresh, which loads Stripe.js again. */
export function StripeCardForm(props: StripeCardFormProps) {
  const [attempt, setAttempt] = useState(0);
  return <StripeCardFields key={attempt} {...props} onRetry={() => setAttempt(attempt + 1)} />;
}

function StripeCardFields({
  publishableKey,
  load = loadStripe,
  onSaved,
  onRetry,
}: StripeCardFormProps & { onRetry: () => void }) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const save = useSaveCard();

  useEffect(() => {
    let card: StripeCardElement | null = null;
    let cancelled = false;
    setLoaded({ state: 'loading' });
    load(publishableKey)
      .then((stripe) => {
        if (cancelled) return;
        if (!stripe || !mountPoint.current) {
          setLoaded({ state: 'failed' });
          return;
        }
        card = stripe.elements().create('card', { style: CARD_STYLE, hidePostalCode: true });
        card.on('change', (event) => setError(event.error?.message ?? null));
        card.mount(mountPoint.current);
        setLoaded({ state: 'ready', stripe, card });
      })
      .catch(() => !cancelled && setLoaded({ state: 'failed' }));
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publishableKey, load]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loaded.state !== 'ready') return;
    setCreating(true);
    const result = await loaded.stripe.createPaymentMethod({ type: 'card', card: loaded.card });
    setCreating(false);
    if (result.error || !result.paymentMethod) {
      setError(result.error?.message ?? 'The card could not be checked. Try again.');
      return;
    }
    save.mutate(
      { paymentMethodId: result.paymentMethod.id },
      {
        onSuccess: () => {
          setError(null);
          loaded.card.clear();
          toast.success('Your card was saved.');
          onSaved?.();
        },
        onError: (failure) => {
          const found = validationErrorsOf(failure) ?? {};
          setError(found.payment_method_id ?? found[''] ?? 'The card could not be saved.');
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Card details" className="space-y-4">
      <fieldset aria-describedby={error ? 'stripe-card-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">Card</legend>
        <div
          ref={mountPoint}
          className="mt-1.5 min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-3 shadow-sm"
        />
        {loaded.state === 'loading' ? (
          <p role="status" className="mt-1.5 flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" /> Loading the secure card form…
          </p>
        ) : null}
        {error ? (
          <p id="stripe-card-error" className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
      {loaded.state === 'failed' ? (
        <Banner variant="error" title="The card form could not load">
          <p>Check your connection, then try again.</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={onRetry}>
            Try again
          </Button>
        </Banner>
      ) : null}
      <Button type="submit" disabled={loaded.state !== 'ready'} loading={creating || save.isPending}>
        Save card
      </Button>
      <p className="text-xs text-slate-600">Card details go straight to Stripe, our payment provider.</p>
    </form>
  );
}
