// Offers (issue 20): offer letter templates with merge fields, offers and their statuses, the
// public acceptance page's payloads. The code lives in offers/.
export * from './offers/limits.ts';
export * from './offers/merge-fields.ts';
export * from './offers/offers.ts';
export * from './offers/templates.ts';
