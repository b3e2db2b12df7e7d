// The built-in test gateway: behaves like a card provider's test mode with the well-known test
// numbers, and keeps its side (saved cards, charges by idempotency key) in its own tables, as a
// provider would. It stores brand, last four and expiry, never the number or the CVC.
//   4242 4242 4242 4242 (any valid number not below): saved and charged
//   4000 0000 0000 0002: declined when saved ("Your card was declined.")
//   4000 0000 0000 9995: declined when saved, insufficient funds
//   4000 0000 0000 0341: saved, then every charge is declined (a card that fails later)
//   4000 0000 0000 5050: saved, then each charge captures only half (our own number, for the
//                        `partially_paid` path; decision 114)
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { testGatewayCards, testGatewayCharges, testGatewayRefunds } from '#server/db/schema.ts';
import { cardBrandOf } from './card-brand.ts';
import {
  CardDeclinedError,
  type ChargeRequest,
  type ChargeResult,
  type NewPaymentMethod,
  type PaymentGateway,
  RefundFailedError,
  type RefundRequest,
  type SavedPaymentMethod,
} from './payment-gateway.ts';

const DECLINES: Record<string, { code: string; message: string }> = {
  card_declined: { code: 'card_declined', message: 'Your card was declined.' },
  insufficient_funds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired_card: { code: 'expired_card', message: 'Your card has expired.' },
};

/** A card behaviour: the charge succeeds for half the amount (rounded down, at least a cent). */
const PARTIAL_CAPTURE = 'partial_capture';

/** Test numbers refused when saved, and those saved but declined when charged. */
const DECLINED_ON_SAVE: Record<string, string> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};
const DECLINED_ON_CHARGE: Record<string, string> = {
  '4000000000000341': 'card_declined',
  '4000000000005050': PARTIAL_CAPTURE,
};

function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  return (
    expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)
  );
}

export function createTestGateway(db: Database, now: () => Date = () => new Date()): PaymentGateway {
  return {
    name: 'test',
    publishableKey: null,
    async savePaymentMethod(
      customerRef: string | null,
      method: NewPaymentMethod,
    ): Promise<SavedPaymentMethod> {
      if (!('card' in method)) {
        throw new CardDeclinedError(
          'invalid_request',
          'The test gateway takes card details, not a payment method id.',
        );
      }
      const { number, expMonth, expYear } = method.card;
      const declined = DECLINED_ON_SAVE[number];
      if (declined) throw new CardDeclinedError(declined, DECLINES[declined]!.message);
      if (isExpired(expMonth, expYear, now()))
        throw new CardDeclinedError('expired_card', DECLINES.expired_card!.message);
      const ref = `tpm_${randomUUID()}`;
      const brand = cardBrandOf(number);
      const last4 = number.slice(-4);
      await db.insert(testGatewayCards).values({
        ref,
        brand,
        last4,
        expMonth,
        expYear,
        behaviour: DECLINED_ON_CHARGE[number] ?? 'succeed',
      });
      return {
        customerRef: customerRef ?? `tcus_${randomUUID()}`,
        paymentMethodRef: ref,
        brand,
        last4,
        expMonth,
        expYear,
      };
    },
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      // A key seen before returns its first outcome: this is what makes a retried close charge once.
      const [previous] = await db
        .select()
        .from(testGatewayCharges)
        .where(eq(testGatewayCharges.idempotencyKey, request.idempotencyKey));
      if (previous) return outcomeOf(previous);
      const [card] = await db
        .select()
        .from(testGatewayCards)
        .where(eq(testGatewayCards.ref, request.paymentMethodRef));
      const failure = failureOf(card, now());
      const captured = capturedOf(card, request.amountCents);
      const [row] = await db
        .insert(testGatewayCharges)
        .values({
          idempotencyKey: request.idempotencyKey,
          ref: `tch_${randomUUID()}`,
          cardRef: request.paymentMethodRef,
          amountCents: captured,
          status: failure ? 'failed' : 'succeeded',
          failureCode: failure,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return outcomeOf(row);
      // Another attempt with the same key won the insert: its outcome is the outcome.
      const [winner] = await db
        .select()
        .from(testGatewayCharges)
        .where(eq(testGatewayCharges.idempotencyKey, request.idempotencyKey));
      return outcomeOf(winner!);
    },
    async chargeMany(requests: readonly ChargeRequest[]): Promise<ChargeResult[]> {
      // The same rules as `charge`, in four statements for the batch: earlier outcomes by key, the
      // cards, the new charges (a key another attempt inserted meanwhile keeps its outcome).
      if (requests.length === 0) return [];
      const keys = requests.map((request) => request.idempotencyKey);
      const byKey = new Map(
        (
          await db.select().from(testGatewayCharges).where(inArray(testGatewayCharges.idempotencyKey, keys))
        ).map((row) => [row.idempotencyKey, row]),
      );
      const fresh = [
        ...new Map(
          requests.filter((r) => !byKey.has(r.idempotencyKey)).map((r) => [r.idempotencyKey, r]),
        ).values(),
      ];
      if (fresh.length > 0) {
        const refs = [...new Set(fresh.map((request) => request.paymentMethodRef))];
        const cards = new Map(
          (await db.select().from(testGatewayCards).where(inArray(testGatewayCards.ref, refs))).map(
            (card) => [card.ref, card],
          ),
        );
        const inserted = await db
          .insert(testGatewayCharges)
          .values(
            fresh.map((request) => {
              const card = cards.get(request.paymentMethodRef);
              const failure = failureOf(card, now());
              return {
                idempotencyKey: request.idempotencyKey,
                ref: `tch_${randomUUID()}`,
                cardRef: request.paymentMethodRef,
                amountCents: capturedOf(card, request.amountCents),
                status: failure ? 'failed' : 'succeeded',
                failureCode: failure,
              };
            }),
          )
          .onConflictDoNothing()
          .returning();
        for (const row of inserted) byKey.set(row.idempotencyKey, row);
        const lost = fresh.map((r) => r.idempotencyKey).filter((key) => !byKey.has(key));
        if (lost.length > 0) {
          const winners = await db
            .select()
            .from(testGatewayCharges)
            .where(inArray(testGatewayCharges.idempotencyKey, lost));
          for (const row of winners) byKey.set(row.idempotencyKey, row);
        }
      }
      return requests.map((request) => outcomeOf(byKey.get(request.idempotencyKey)!));
    },
    async refund(request: RefundRequest): Promise<{ ref: string }> {
      const [previous] = await db
        .select({ ref: testGatewayRefunds.ref })
        .from(testGatewayRefunds)
        .where(eq(testGatewayRefunds.idempotencyKey, request.idempotencyKey));
      if (previous) return previous;
      const [charge] = await db
        .select({ amountCents: testGatewayCharges.amountCents, status: testGatewayCharges.status })
        .from(testGatewayCharges)
        .where(eq(testGatewayCharges.ref, request.chargeRef));
      if (charge?.status !== 'succeeded') throw new RefundFailedError('No such succeeded charge.');
      const [refunded] = await db
        .select({ cents: sql<number>`coalesce(sum(${testGatewayRefunds.amountCents}), 0)::bigint` })
        .from(testGatewayRefunds)
        .where(eq(testGatewayRefunds.chargeRef, request.chargeRef));
      if (Number(refunded?.cents ?? 0) + request.amountCents > charge.amountCents) {
        throw new RefundFailedError('The refund is more than is left of the charge.');
      }
      const ref = `tre_${randomUUID()}`;
      await db.insert(testGatewayRefunds).values({
        idempotencyKey: request.idempotencyKey,
        ref,
        chargeRef: request.chargeRef,
        amountCents: request.amountCents,
      });
      return { ref };
    },
  };
}

type TestCard = typeof testGatewayCards.$inferSelect;

/** Why a charge on this card is declined, or null. */
function failureOf(card: TestCard | undefined, now: Date): string | null {
  if (!card) return 'card_declined';
  if (isExpired(card.expMonth, card.expYear, now)) return 'expired_card';
  if (card.behaviour !== 'succeed' && card.behaviour !== PARTIAL_CAPTURE) return card.behaviour;
  return null;
}

/** What a charge on this card captures: all of it, or half on the partial-capture card. */
function capturedOf(card: TestCard | undefined, amountCents: number): number {
  return card?.behaviour === PARTIAL_CAPTURE ? Math.max(1, Math.floor(amountCents / 2)) : amountCents;
}

function outcomeOf(row: typeof testGatewayCharges.$inferSelect): ChargeResult {
  if (row.status === 'succeeded') return { status: 'succeeded', ref: row.ref, amountCents: row.amountCents };
  const decline = DECLINES[row.failureCode ?? 'card_declined'] ?? DECLINES.card_declined!;
  return { status: 'failed', ref: row.ref, code: decline.code, message: decline.message };
}
