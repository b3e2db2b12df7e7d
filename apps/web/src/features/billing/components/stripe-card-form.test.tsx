// Stripe's card form with a stand-in for Stripe.js (js.stripe.com is out of reach in tests): the
// card field mounts in its frame's place, a card becomes a payment method whose id alone is sent,
// Stripe's messages show at the field, and a Stripe.js that fails to load can be tried again.
import type { Stripe } from '@stripe/stripe-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serveThisFile } from '#web/lib/http-test-server.ts';
import { StripeCardForm } from './stripe-card-form.tsx';

const served = serveThisFile();

function standInStripe(outcome: { id: string } | { message: string }) {
  const card = {
    mount: vi.fn((element: HTMLElement) => {
      element.dataset.mounted = 'card';
    }),
    on: vi.fn(),
    destroy: vi.fn(),
    clear: vi.fn(),
  };
  const stripe = {
    elements: () => ({ create: () => card }),
    createPaymentMethod: vi.fn(async () =>
      'id' in outcome ? { paymentMethod: { id: outcome.id } } : { error: { message: outcome.message } },
    ),
  };
  return { stripe: stripe as unknown as Stripe, card, createPaymentMethod: stripe.createPaymentMethod };
}

function renderForm(load: (key: string) => Promise<Stripe | null>) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StripeCardForm publishableKey="pk_test_123" load={load} />
    </QueryClientProvider>,
  );
}

const saves = () => served.server.requests.filter((request) => request.method === 'PUT');

describe('StripeCardForm', () => {
  it('sends only the payment method id of the card Stripe checked', async () => {
    const { stripe, card } = standInStripe({ id: 'pm_123' });
    const load = vi.fn(async () => stripe);
    served.server.respondTo('/api/billing/payment-method', { status: 200, body: {} });
    renderForm(load);
    expect(screen.getByRole('status').textContent).toContain('Loading the secure card form');
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    expect(load).toHaveBeenCalledWith('pk_test_123');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(saves()[0]!.body)).toEqual({ payment_method_id: 'pm_123' });
    await waitFor(() => expect(card.clear).toHaveBeenCalled());
  });

  it('shows Stripe’s message and sends nothing when the card is refused', async () => {
    const { stripe, card } = standInStripe({ message: 'Your card number is incomplete.' });
    renderForm(async () => stripe);
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('says the form could not load, and loads Stripe.js again on Try again', async () => {
    const { stripe, card } = standInStripe({ id: 'pm_456' });
    const load = vi.fn().mockResolvedValueOnce(null).mockResolvedValueOnce(stripe);
    renderForm(load);
    expect(await screen.findByText('The card form could not load')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save card' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('The card form could not load')).toBeNull();
  });
});
