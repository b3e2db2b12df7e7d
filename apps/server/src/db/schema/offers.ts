// Offers (issue 20): offer letter templates, the company's offer settings, offers with their
// acceptance record, and the onboarding that follows an accepted offer.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { companies } from './companies.ts';
import { modelHasFiles } from './files.ts';
import { users } from './users.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export const offerLetterTemplates = pgTable(
  'offer_letter_templates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Sanitized rich text with `{{merge_field}}` placeholders. */
    bodyHtml: text('body_html').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('offer_letter_templates_company_idx').on(table.companyId, table.updatedAt.desc())],
);

/** One row per company that changed a setting; absent means the defaults. */
export const offerSettings = pgTable('offer_settings', {
  companyId: bigint('company_id', { mode: 'number' })
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Offers created by Recruiters need a Manager or Company Admin to approve them before sending. */
  requireApproval: boolean('require_approval').notNull().default(false),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const offers = pgTable(
  'offers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The unguessable address of the public acceptance page. */
    uuid: uuid('uuid').notNull().defaultRandom(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    candidateUserId: bigint('candidate_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: bigint('template_id', { mode: 'number' }).references(() => offerLetterTemplates.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('draft'),
    payAmountCents: bigint('pay_amount_cents', { mode: 'number' }).notNull(),
    payPeriod: text('pay_period').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    location: text('location').notNull().default(''),
    managerName: text('manager_name').notNull().default(''),
    /** The template's text while a draft; the letter frozen at sending (what the candidate signs). */
    bodyHtml: text('body_html').notNull(),
    letterHtml: text('letter_html'),
    attachmentId: bigint('attachment_id', { mode: 'number' }).references(() => modelHasFiles.id, {
      onDelete: 'set null',
    }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    approvedBy: bigint('approved_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    approvedAt: tz('approved_at'),
    sentAt: tz('sent_at'),
    respondedAt: tz('responded_at'),
    declineReason: text('decline_reason'),
    acceptedName: text('accepted_name'),
    acceptedIp: text('accepted_ip'),
    acceptedUserAgent: text('accepted_user_agent'),
    /** SHA-256 (hex) of letter_html as shown and signed. */
    documentHash: text('document_hash'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('offers_uuid_unique').on(table.uuid),
    index('offers_company_created_idx').on(table.companyId, table.createdAt.desc()),
    index('offers_company_status_idx').on(table.companyId, table.status),
    index('offers_application_idx').on(table.applicationId),
    check(
      'offers_status_check',
      sql`${table.status} in ('draft', 'pending_approval', 'sent', 'accepted', 'declined', 'expired', 'withdrawn')`,
    ),
  ],
);

export interface OnboardingTaskDefinition {
  kind: 'acknowledge' | 'upload' | 'form';
  title: string;
  description: string;
  /** Days after the start date (negative: before it) the task is due. */
  due_days: number;
  fields?: { key: string; label: string; sensitive: boolean }[];
  /** A document of the company's file library the hire reads (model_has_files id, library row). */
  document_id?: number | null;
}

/** The company's checklist every new hire gets (one per company; defaults until changed). */
export const onboardingTemplates = pgTable('onboarding_templates', {
  companyId: bigint('company_id', { mode: 'number' })
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  tasks: jsonb('tasks').$type<OnboardingTaskDefinition[]>().notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const onboardings = pgTable(
  'onboardings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    candidateUserId: bigint('candidate_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('in_progress'),
    completedAt: tz('completed_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('onboardings_offer_unique').on(table.offerId),
    index('onboardings_company_status_idx').on(table.companyId, table.status, table.id.desc()),
    index('onboardings_candidate_idx').on(table.candidateUserId),
    check('onboardings_status_check', sql`${table.status} in ('in_progress', 'completed')`),
  ],
);

export const onboardingTasks = pgTable(
  'onboarding_tasks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    onboardingId: bigint('onboarding_id', { mode: 'number' })
      .notNull()
      .references(() => onboardings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<NonNullable<OnboardingTaskDefinition['fields']>>().notNull().default([]),
    dueOn: date('due_on', { mode: 'string' }),
    completedAt: tz('completed_at'),
    /** Answers to the form's ordinary fields. */
    formValues: jsonb('form_values').$type<Record<string, string>>().notNull().default({}),
    /** The sensitive answers as one AES-256-GCM ciphertext (the keyring of 2FA secrets). */
    encryptedValues: text('encrypted_values'),
    fileId: bigint('file_id', { mode: 'number' }).references(() => modelHasFiles.id, {
      onDelete: 'set null',
    }),
    /** The document the company gives with the task (a copy attached from its file library). */
    documentFileId: bigint('document_file_id', { mode: 'number' }).references(() => modelHasFiles.id, {
      onDelete: 'set null',
    }),
    reminderSentAt: tz('reminder_sent_at'),
  },
  (table) => [
    index('onboarding_tasks_onboarding_idx').on(table.onboardingId, table.position),
    index('onboarding_tasks_due_idx').on(table.dueOn).where(sql`${table.completedAt} is null`),
    check('onboarding_tasks_kind_check', sql`${table.kind} in ('acknowledge', 'upload', 'form')`),
  ],
);
