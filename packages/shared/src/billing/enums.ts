// SPEC.md §3 billing constants, word for word: item names, invoice statuses, billing modes and
// periods, the constant of one million (amounts are integers in millionths of the currency unit),
// cancellation reasons and locked-account reasons with their displayed texts, card brands.

export const BILLING_ITEMS = [
  'Opportunity Invite',
  'Opportunity Posted (Per Month)',
  'User Seat (Per Month)',
] as const;
export type BillingItem = (typeof BILLING_ITEMS)[number];

/** Items charged once per subject and calendar month rather than per event. */
export const PER_MONTH_ITEMS: readonly BillingItem[] = [
  'Opportunity Posted (Per Month)',
  'User Seat (Per Month)',
];

export const INVOICE_STATUSES = [
  'paid',
  'generating',
  'partially_paid',
  'error',
  'missing_address',
  'missing_payment_method',
  'payment_failed',
  'refunded',
  'partial_refunded',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Statuses that leave money owed: they set `first_unpaid_invoice_at` and lock after 10 days. */
export const UNPAID_INVOICE_STATUSES: readonly InvoiceStatus[] = [
  'partially_paid',
  'error',
  'missing_address',
  'missing_payment_method',
  'payment_failed',
];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  paid: 'Paid',
  generating: 'Generating',
  partially_paid: 'Partially paid',
  error: 'Error',
  missing_address: 'Missing address',
  missing_payment_method: 'Missing payment method',
  payment_failed: 'Payment failed',
  refunded: 'Refunded',
  partial_refunded: 'Partially refunded',
};

export const BILLING_MODES = [
  'immediate_then_recurring_monthly',
  'monthly_on_cycle_day',
  'on_billing_cycle',
] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

export const BILLING_PERIODS = ['month', 'year'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** SPEC.md §3 "a constant of one million": money is counted in millionths of the currency unit. */
export const MILLION = 1_000_000;
/** Millionths in one cent. */
export const MILLIONTHS_PER_CENT = MILLION / 100;

export const CANCELLATION_REASONS = {
  too_expensive: "It's too expensive",
  need_more_features: 'I need more features',
  found_alternative: 'I found an alternative',
  no_longer_needed: 'I no longer need it',
  less_than_expected_service: 'Customer service was less than expected',
  less_than_expected_ease: 'Ease of use was less than expected',
  less_than_expected_quality: 'Quality was less than expected',
} as const;
export type CancellationReason = keyof typeof CANCELLATION_REASONS;
export const CANCELLATION_REASON_KEYS = Object.keys(CANCELLATION_REASONS) as [
  CancellationReason,
  ...CancellationReason[],
];

export const LOCK_REASONS = {
  invoice_overdue: 'Settle Invoices to Unlock Your Account',
  cancelled: 'Account Cancelled, Re-subscribe',
  deleted: 'Account Deleted, Re-subscribe',
} as const;
export type LockReason = keyof typeof LOCK_REASONS;
export const LOCK_REASON_KEYS = Object.keys(LOCK_REASONS) as [LockReason, ...LockReason[]];

export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'alipay',
  'elo',
  'hipercard',
  'maestro',
  'mir',
  'paypal',
  'unknown',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  alipay: 'Alipay',
  elo: 'Elo',
  hipercard: 'Hipercard',
  maestro: 'Maestro',
  mir: 'Mir',
  paypal: 'PayPal',
  unknown: 'Card',
};

/** Spend-cap alert levels, in percent of the cap. */
export const SPEND_CAP_ALERT_PERCENTS = [80, 100] as const;

/** "Visa ending in 4242": how a saved card is named on invoices, receipts and pages. */
export function cardDescription(brand: string | null, last4: string): string {
  const name =
    CARD_BRAND_NAMES[
      (CARD_BRANDS as readonly string[]).includes(brand ?? '') ? (brand as CardBrand) : 'unknown'
    ];
  return `${name} ending in ${last4}`;
}
