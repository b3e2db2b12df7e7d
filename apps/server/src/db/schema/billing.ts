// Billing (issue 21): the price list, each billable entity's billing account (mode, period, card,
// address, spend cap, cancellation), invoices with their lines and payments, and the built-in test
// gateway's own ledger. Money is integers: millionths of the currency unit for prices and usage
// (SPEC.md §3's one million), whole cents once an invoice is rounded.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { billableEntities, companies } from './companies.ts';
import { enterprises } from './enterprises.ts';
import { users } from './users.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });
const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * The price list with its history: each row is a billing item's price (SPEC.md §3 names) from
 * `effective_from` on. A period is billed at the prices in effect when it started, so a super
 * admin's edit (effective at once) reaches each entity from its next period (decision 115). The
 * migration's prices are effective from 1970.
 */
export const billingPrices = pgTable(
  'billing_prices',
  {
    itemName: text('item_name').notNull(),
    unitPriceMillionths: money('unit_price_millionths').notNull(),
    currency: text('currency').notNull().default('USD'),
    effectiveFrom: tz('effective_from').notNull().default(sql`'1970-01-01T00:00:00Z'`),
    /** The super admin who set it (null: the migration's price list). */
    changedByUserId: bigint('changed_by_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.itemName, table.effectiveFrom] })],
);

export interface BillingAddress {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string;
  country: string;
}

/**
 * How and when a billable entity pays. Created with its billable entity (a trigger, so every way a
 * company is made gets one); the period runs from `period_starts_at` until `next_close_at`.
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    billableEntityId: bigint('billable_entity_id', { mode: 'number' })
      .primaryKey()
      .references(() => billableEntities.id, { onDelete: 'cascade' }),
    billingMode: text('billing_mode').notNull().default('immediate_then_recurring_monthly'),
    billingPeriod: text('billing_period').notNull().default('month'),
    /** Day of the month (1–28) a `monthly_on_cycle_day` period closes on. */
    cycleDay: smallint('cycle_day').notNull().default(1),
    periodStartsAt: tz('period_starts_at').notNull().defaultNow(),
    nextCloseAt: tz('next_close_at').notNull(),
    spendCapCents: money('spend_cap_cents'),
    /** The highest spend-cap alert (80 or 100 %) sent for the current period. */
    spendCapAlertedPercent: smallint('spend_cap_alerted_percent').notNull().default(0),
    gateway: text('gateway'),
    /** The gateway's customer and payment method references; never card numbers. */
    customerRef: text('customer_ref'),
    paymentMethodRef: text('payment_method_ref'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: smallint('card_exp_month'),
    cardExpYear: smallint('card_exp_year'),
    address: jsonb('address').$type<BillingAddress>(),
    cancellationReason: text('cancellation_reason'),
    cancellationComment: text('cancellation_comment'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('billing_accounts_next_close_at_idx').on(table.nextCloseAt),
    check(
      'billing_accounts_mode_check',
      sql`${table.billingMode} in ('immediate_then_recurring_monthly', 'monthly_on_cycle_day', 'on_billing_cycle')`,
    ),
    check('billing_accounts_period_check', sql`${table.billingPeriod} in ('month', 'year')`),
    check('billing_accounts_cycle_day_check', sql`${table.cycleDay} between 1 and 28`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    billableEntityId: bigint('billable_entity_id', { mode: 'number' })
      .notNull()
      .references(() => billableEntities.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    periodStart: tz('period_start').notNull(),
    periodEnd: tz('period_end').notNull(),
    status: text('status').notNull().default('generating'),
    currency: text('currency').notNull().default('USD'),
    subtotalMillionths: money('subtotal_millionths').notNull().default(0),
    totalCents: money('total_cents').notNull().default(0),
    /** Taken off by a deal's discount (already subtracted from total_cents). */
    discountCents: money('discount_cents').notNull().default(0),
    paidCents: money('paid_cents').notNull().default(0),
    refundedCents: money('refunded_cents').notNull().default(0),
    /** Charges tried so far (the first at the close, then the dunning retries of day 1, 3, 7). */
    attempts: integer('attempts').notNull().default(0),
    nextRetryAt: tz('next_retry_at'),
    issuedAt: tz('issued_at').notNull().defaultNow(),
    paidAt: tz('paid_at'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // Exactly one invoice per entity and period, whichever instance or retry closes it.
    uniqueIndex('invoices_entity_period_unique').on(table.billableEntityId, table.periodStart),
    uniqueIndex('invoices_number_unique').on(table.number),
    index('invoices_entity_issued_idx').on(table.billableEntityId, table.issuedAt),
    index('invoices_status_idx').on(table.status),
    index('invoices_retry_idx').on(table.nextRetryAt).where(sql`${table.nextRetryAt} is not null`),
    check(
      'invoices_status_check',
      sql`${table.status} in ('paid', 'generating', 'partially_paid', 'error', 'missing_address', 'missing_payment_method', 'payment_failed', 'refunded', 'partial_refunded')`,
    ),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    itemName: text('item_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMillionths: money('unit_price_millionths').notNull(),
    amountMillionths: money('amount_millionths').notNull(),
    amountCents: money('amount_cents').notNull(),
  },
  (table) => [index('invoice_lines_invoice_id_idx').on(table.invoiceId)],
);

/** Each charge of an invoice. The idempotency key goes to the gateway, so a retry never charges twice. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: money('amount_cents').notNull(),
    status: text('status').notNull().default('pending'),
    gatewayRef: text('gateway_ref'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoice_payments_idempotency_key_unique').on(table.idempotencyKey),
    index('invoice_payments_invoice_id_idx').on(table.invoiceId),
    check(
      'invoice_payments_status_check',
      sql`${table.status} in ('pending', 'succeeded', 'failed', 'refunded')`,
    ),
  ],
);

/**
 * The built-in test gateway's side (what a provider keeps): saved cards by reference (brand, last
 * four, expiry and the test number's behaviour, never the number) and charges by idempotency key.
 */
export const testGatewayCards = pgTable('test_gateway_cards', {
  ref: text('ref').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  /** What charging it does: `succeed`, or the decline code of the test number. */
  behaviour: text('behaviour').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const testGatewayCharges = pgTable('test_gateway_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  ref: text('ref').notNull(),
  cardRef: text('card_ref').notNull(),
  amountCents: money('amount_cents').notNull(),
  status: text('status').notNull(),
  failureCode: text('failure_code'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** The built-in test gateway's refunds (issue 22), by idempotency key, against its charges. */
export const testGatewayRefunds = pgTable(
  'test_gateway_refunds',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    ref: text('ref').notNull(),
    chargeRef: text('charge_ref').notNull(),
    amountCents: money('amount_cents').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [index('test_gateway_refunds_charge_ref_idx').on(table.chargeRef)],
);

export type BillingAccountRow = typeof billingAccounts.$inferSelect;
/**
 * An enterprise's billing group: one payer (its own billable entity and billing account) for the
 * locations in it, one invoice per period with lines per location (decision 075). Deleting keeps the
 * row (its invoices stay) and frees the locations.
 */
export const enterpriseBillingGroups = pgTable(
  'enterprise_billing_groups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    billableEntityId: bigint('billable_entity_id', { mode: 'number' })
      .notNull()
      .references(() => billableEntities.id),
    name: text('name').notNull(),
    deletedAt: tz('deleted_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('enterprise_billing_groups_entity_unique').on(table.billableEntityId),
    index('enterprise_billing_groups_enterprise_idx')
      .on(table.enterpriseId, table.name)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** The locations a billing group pays for; a location is in at most one group (the unique index). */
export const enterpriseBillingGroupLocations = pgTable(
  'enterprise_billing_group_locations',
  {
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => enterpriseBillingGroups.id, { onDelete: 'cascade' }),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('enterprise_billing_group_locations_company_unique').on(table.companyId),
    index('enterprise_billing_group_locations_group_idx').on(table.groupId),
  ],
);

export type EnterpriseBillingGroupRow = typeof enterpriseBillingGroups.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
