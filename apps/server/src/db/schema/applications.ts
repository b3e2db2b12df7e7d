// Applications (a candidate on an opportunity), their timeline events, private team notes, and the
// company's talent pool contacts who never applied.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { userImports } from './imports.ts';
import { opportunities, pipelineSteps } from './opportunities.ts';
import { users } from './users.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export interface ApplicationAnswerRow {
  question_id: string;
  answer: string | string[] | boolean;
}

export const applications = pgTable(
  'applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    opportunityId: bigint('opportunity_id', { mode: 'number' })
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    /** Copied from the opportunity: every company query filters and sorts on it without a join. */
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateUserId: bigint('candidate_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('draft'),
    currentStepId: bigint('current_step_id', { mode: 'number' }).references(() => pipelineSteps.id, {
      onDelete: 'set null',
    }),
    answers: jsonb('answers').$type<ApplicationAnswerRow[]>().notNull().default([]),
    disqualifyReason: text('disqualify_reason'),
    submittedAt: tz('submitted_at'),
    withdrawnAt: tz('withdrawn_at'),
    lastActivityAt: tz('last_activity_at').notNull().defaultNow(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('applications_uuid_unique').on(table.uuid),
    uniqueIndex('applications_opportunity_candidate_unique').on(table.opportunityId, table.candidateUserId),
    index('applications_company_activity_idx').on(table.companyId, table.lastActivityAt.desc()),
    index('applications_company_status_idx').on(table.companyId, table.status),
    index('applications_candidate_idx').on(table.candidateUserId, table.createdAt.desc()),
    index('applications_opportunity_step_idx').on(table.opportunityId, table.currentStepId),
    check(
      'applications_status_check',
      sql`${table.status} in ('draft', 'active', 'disqualified', 'withdrawn', 'hired')`,
    ),
  ],
);

/** The timeline: every move, decision and message of an application. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    kind: text('kind').notNull(),
    fromStepId: bigint('from_step_id', { mode: 'number' }).references(() => pipelineSteps.id, {
      onDelete: 'set null',
    }),
    toStepId: bigint('to_step_id', { mode: 'number' }).references(() => pipelineSteps.id, {
      onDelete: 'set null',
    }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [index('application_events_application_idx').on(table.applicationId, table.id)],
);

/** Private to the company's team: never shown to the candidate. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorUserId: bigint('author_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    body: text('body').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [index('application_notes_application_idx').on(table.applicationId, table.id)],
);

/** Talent pool ("rolodex") contacts: people a company added by hand, optionally invited to apply. */
export const talentPoolContacts = pgTable(
  'talent_pool_contacts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    notes: text('notes').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /**
     * Set when the contact was added from a Hireloop candidate search: the person's account. Their
     * email is then used for invitations but never shown to the company (docs/decisions/016).
     */
    candidateUserId: bigint('candidate_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    /** Free-text place, as the contact gave it (an import column or the /confirm page). */
    location: text('location'),
    /** The import that created the contact: "ask contacts to confirm" reaches these. */
    importId: bigint('import_id', { mode: 'number' }).references(() => userImports.id, {
      onDelete: 'set null',
    }),
    /** When a /confirm link was last emailed (docs/decisions/104). */
    confirmRequestedAt: tz('confirm_requested_at'),
    /** When the contact last confirmed or corrected their details on /confirm. */
    confirmedAt: tz('confirmed_at'),
    /** Their answer to "may we contact you about opportunities": null until asked. */
    contactConsent: boolean('contact_consent'),
    contactConsentAt: tz('contact_consent_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('talent_pool_contacts_import_idx').on(table.importId).where(sql`${table.importId} is not null`),
    uniqueIndex('talent_pool_contacts_company_email_unique').on(table.companyId, table.email),
    uniqueIndex('talent_pool_contacts_company_candidate_unique').on(table.companyId, table.candidateUserId),
    index('talent_pool_contacts_company_created_idx').on(table.companyId, table.createdAt.desc()),
  ],
);

/** An emailed invitation to apply; the token lands the person on the opportunity prefilled. */
export const opportunityInvites = pgTable(
  'opportunity_invites',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    opportunityId: bigint('opportunity_id', { mode: 'number' })
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    contactId: bigint('contact_id', { mode: 'number' }).references(() => talentPoolContacts.id, {
      onDelete: 'set null',
    }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    invitedBy: bigint('invited_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [index('opportunity_invites_opportunity_idx').on(table.opportunityId, table.createdAt.desc())],
);
