// Opportunities a company posts, their pipeline steps, reusable templates, and billable usage events.
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector } from './column-types.ts';
import { companies } from './companies.ts';
import { enterpriseGroups, enterprises } from './enterprises.ts';
import { users } from './users.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export interface ScreeningQuestionRow {
  id: string;
  type: 'yes_no' | 'single_choice' | 'multiple_choice' | 'short_text';
  question: string;
  options?: string[];
  knockout_answer?: string | string[] | null;
}

export interface ScorecardAttributeRow {
  id: string;
  category: string;
  name: string;
}

/** Fields an opportunity and a template share. */
const postingColumns = () => ({
  title: text('title').notNull(),
  /** Sanitized HTML (the server strips anything but formatting). */
  description: text('description').notNull().default(''),
  /** The description without markup: searched and shown in result snippets. */
  descriptionText: text('description_text').notNull().default(''),
  location: text('location').notNull().default(''),
  remote: boolean('remote').notNull().default(false),
  employmentType: text('employment_type').notNull().default('full_time'),
  payMin: integer('pay_min'),
  payMax: integer('pay_max'),
  payPeriod: text('pay_period'),
  schedule: text('schedule').notNull().default(''),
  requirements: text('requirements').notNull().default(''),
  screeningQuestions: jsonb('screening_questions').$type<ScreeningQuestionRow[]>().notNull().default([]),
  openings: integer('openings').notNull().default(1),
  /** The interview scorecard (issue 19); empty = the default of @hireloop/shared/interview-scorecards. */
  scorecard: jsonb('scorecard').$type<ScorecardAttributeRow[]>().notNull().default([]),
});

export const opportunityTemplates = pgTable(
  'opportunity_templates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The owner: a company, or an enterprise that pushes it to its locations (decision 101). */
    companyId: bigint('company_id', { mode: 'number' }).references(() => companies.id, {
      onDelete: 'cascade',
    }),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).references(() => enterprises.id, {
      onDelete: 'cascade',
    }),
    /** An enterprise template pushed to every location (otherwise to its groups, below). */
    pushAll: boolean('push_all').notNull().default(false),
    name: text('name').notNull(),
    ...postingColumns(),
    /** Step names a new opportunity starts with. */
    pipelineSteps: jsonb('pipeline_steps').$type<string[]>().notNull().default([]),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('opportunity_templates_company_idx').on(table.companyId, table.updatedAt.desc()),
    index('opportunity_templates_enterprise_idx').on(table.enterpriseId, table.updatedAt.desc()),
    check(
      'opportunity_templates_one_owner_check',
      sql`(${table.companyId} is null) <> (${table.enterpriseId} is null)`,
    ),
  ],
);

/** The enterprise groups an enterprise template is pushed to (its locations may use it). */
export const opportunityTemplateGroups = pgTable(
  'opportunity_template_groups',
  {
    templateId: bigint('template_id', { mode: 'number' })
      .notNull()
      .references(() => opportunityTemplates.id, { onDelete: 'cascade' }),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => enterpriseGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.templateId, table.groupId] }),
    index('opportunity_template_groups_group_idx').on(table.groupId),
  ],
);

export const opportunities = pgTable(
  'opportunities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ...postingColumns(),
    status: text('status').notNull().default('draft'),
    templateId: bigint('template_id', { mode: 'number' }).references(() => opportunityTemplates.id, {
      onDelete: 'set null',
    }),
    /** Title weighted above description (SPEC: search ranking). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${opportunities.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${opportunities.descriptionText}, '')), 'B')`,
    ),
    publishedAt: tz('published_at'),
    closedAt: tz('closed_at'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('opportunities_company_status_idx').on(table.companyId, table.status, table.createdAt.desc()),
    index('opportunities_published_idx')
      .on(table.publishedAt.desc())
      .where(sql`${table.status} = 'published'`),
    index('opportunities_search_idx').using('gin', table.searchVector),
    check('opportunities_status_check', sql`${table.status} in ('draft', 'published', 'paused', 'closed')`),
    check(
      'opportunities_employment_type_check',
      sql`${table.employmentType} in ('full_time', 'part_time', 'contract', 'temporary', 'internship')`,
    ),
  ],
);

export const pipelineSteps = pgTable(
  'pipeline_steps',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    opportunityId: bigint('opportunity_id', { mode: 'number' })
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 0-based order within the opportunity; rewritten on reorder. */
    position: integer('position').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [index('pipeline_steps_opportunity_idx').on(table.opportunityId, table.position)],
);

/** Billable usage (SPEC §3 billing item names); billing reads these later. */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    itemName: text('item_name').notNull(),
    opportunityId: bigint('opportunity_id', { mode: 'number' }).references(() => opportunities.id, {
      onDelete: 'set null',
    }),
    /** First day of the calendar month the usage belongs to. */
    periodMonth: date('period_month').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** The member a "User Seat (Per Month)" is for (one per company, user and month). */
    userId: bigint('user_id', { mode: 'number' }),
    /**
     * The invoice that billed it; null until a billing close takes it (each event billed once). No
     * foreign key: the close sets it only to invoices it inserted in the same transaction, and the
     * per-row check was half of claiming a batch's events on PGlite (decision 129).
     */
    invoiceId: bigint('invoice_id', { mode: 'number' }),
    /** What made it (invited email, user id…), for the invoice line's detail. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('usage_events_company_period_idx').on(table.companyId, table.periodMonth),
    // One "Opportunity Posted" charge per opportunity and month it is live.
    uniqueIndex('usage_events_posted_once_per_month')
      .on(table.opportunityId, table.periodMonth)
      .where(sql`${table.itemName} = 'Opportunity Posted (Per Month)'`),
    // One "User Seat" charge per member and month (a trigger records it when they join).
    uniqueIndex('usage_events_seat_once_per_month')
      .on(table.companyId, table.userId, table.periodMonth)
      .where(sql`${table.itemName} = 'User Seat (Per Month)'`),
    // The billing close reads a company's events not billed yet, up to the period's end.
    index('usage_events_unbilled_idx')
      .on(table.companyId, table.createdAt)
      .where(sql`${table.invoiceId} is null`),
    index('usage_events_invoice_id_idx').on(table.invoiceId).where(sql`${table.invoiceId} is not null`),
  ],
);
