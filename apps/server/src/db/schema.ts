// All tables, for Drizzle's typed client and drizzle-kit. One file per domain under schema/.

export * from './schema/applications.ts';
export * from './schema/audit.ts';
export * from './schema/auth.ts';
export * from './schema/billing.ts';
export * from './schema/candidate-documents.ts';
export * from './schema/career-pages.ts';
export * from './schema/companies.ts';
export * from './schema/deals.ts';
export * from './schema/demo.ts';
export * from './schema/enterprises.ts';
export * from './schema/files.ts';
export * from './schema/imports.ts';
export * from './schema/interview-recordings.ts';
export * from './schema/interview-room.ts';
export * from './schema/interviews.ts';
export * from './schema/invitations.ts';
export * from './schema/messages.ts';
export * from './schema/notifications.ts';
export * from './schema/offers.ts';
export * from './schema/opportunities.ts';
export * from './schema/outbound-messages.ts';
export * from './schema/profiles.ts';
export * from './schema/redirects.ts';
export * from './schema/referrals.ts';
export * from './schema/users.ts';
