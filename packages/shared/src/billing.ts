// Billing (issue 21): SPEC.md §3 constants, money in millionths, and the billing API's payloads.
// The code lives in billing/.
export * from './billing/enums.ts';
export * from './billing/groups.ts';
export * from './billing/lock.ts';
export * from './billing/money.ts';
export * from './billing/prices.ts';
export * from './billing/wire.ts';
