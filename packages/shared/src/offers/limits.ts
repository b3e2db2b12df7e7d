export const OFFER_TEMPLATE_NAME_MAX_LENGTH = 150;
export const OFFER_TEMPLATE_BODY_MAX_LENGTH = 50_000;
export const OFFER_TEXT_MAX_LENGTH = 255;
export const OFFER_DECLINE_REASON_MAX_LENGTH = 2000;
export const FULL_NAME_MAX_LENGTH = 200;
/** $100M a period, in cents: far above any real pay, far below what a bigint cannot hold. */
export const OFFER_PAY_LIMIT_CENTS = 10_000_000_000;
