// The admin area's reads and support actions (issue 22). Every function takes the signed-in user
// id and authorizes it first: a super admin with two-factor confirmed.
import type { AdminSearchQuery, AdminStats, ExtendTrialInput } from '@hireloop/shared/admin';
import { UNPAID_INVOICE_STATUSES } from '@hireloop/shared/billing/enums';
import { lockReasonOf } from '@hireloop/shared/billing/lock';
import { UNPAID_INVOICE_LOCK_DAYS } from '@hireloop/shared/constants';
import { and, desc, eq, gte, ilike, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { authorizeAdmin } from '#server/access/super-admin.ts';
import type { Database } from '#server/db/client.ts';
import { billableEntities, companies, companyMemberships, invoices, users } from '#server/db/schema.ts';
import { clockNow } from '#server/lib/clock.ts';
import { notFound } from '#server/lib/errors.ts';
import { likePattern } from '#server/lib/like-pattern.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import { reopenClosedAccount } from '#server/modules/billing/billing-settings.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SIGNUP_DAYS = 30;

export async function platformStats(
  db: Database,
  userId: number,
  now: Date,
): Promise<Omit<AdminStats, 'jobs_waiting' | 'jobs_failed'>> {
  await authorizeAdmin(db, userId);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (SIGNUP_DAYS - 1) * DAY_MS);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const overdueBefore = new Date(now.getTime() - UNPAID_INVOICE_LOCK_DAYS * DAY_MS);
  const unpaid = inArray(invoices.status, [...UNPAID_INVOICE_STATUSES]);
  const count = sql<number>`count(*)::int`;
  const [signups, [companiesRow], [trialsRow], [openRow], [overdueRow], [monthRow]] = await Promise.all([
    db
      .select({ day: sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`, count })
      .from(users)
      .where(gte(users.createdAt, since))
      .groupBy(sql`1`),
    // Active: not cancelled (a company without a billable entity counts too).
    db
      .select({ count })
      .from(companies)
      .leftJoin(billableEntities, eq(billableEntities.companyId, companies.id))
      .where(
        or(sql`${billableEntities.cancellationAt} is null`, sql`${billableEntities.cancellationAt} > ${now}`),
      ),
    db
      .select({ count })
      .from(billableEntities)
      .where(
        and(
          gte(billableEntities.trialEndsAt, now),
          lte(billableEntities.trialEndsAt, new Date(now.getTime() + 7 * DAY_MS)),
        ),
      ),
    db.select({ count }).from(invoices).where(unpaid),
    db
      .select({ count })
      .from(invoices)
      .where(and(unpaid, lt(invoices.issuedAt, overdueBefore))),
    db
      .select({ cents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)::bigint` })
      .from(invoices)
      .where(gte(invoices.issuedAt, monthStart)),
  ]);
  const byDay = new Map(signups.map((row) => [row.day, row.count]));
  const signupsByDay = Array.from({ length: SIGNUP_DAYS }, (_, index) => {
    const date = new Date(since.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    return { date, count: byDay.get(date) ?? 0 };
  });
  return {
    signups_last_30_days: signupsByDay.reduce((sum, day) => sum + day.count, 0),
    signups_by_day: signupsByDay,
    active_companies: companiesRow?.count ?? 0,
    trials_ending_7_days: trialsRow?.count ?? 0,
    open_invoices: openRow?.count ?? 0,
    overdue_invoices: overdueRow?.count ?? 0,
    invoiced_this_month_cents: Number(monthRow?.cents ?? 0),
  };
}

export async function searchUsers(db: Database, userId: number, query: AdminSearchQuery) {
  await authorizeAdmin(db, userId);
  const pattern = query.search ? likePattern(query.search) : null;
  const where = pattern
    ? or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

const memberCount = sql<number>`(select count(*)::int from ${companyMemberships} where ${companyMemberships.companyId} = ${companies.id})`;

const companyColumns = {
  id: companies.id,
  name: companies.name,
  createdAt: companies.createdAt,
  members: memberCount,
  billableEntityId: billableEntities.id,
  trialEndsAt: billableEntities.trialEndsAt,
  firstUnpaidInvoiceAt: billableEntities.firstUnpaidInvoiceAt,
  cancellationAt: billableEntities.cancellationAt,
  deletedAt: billableEntities.deletedAt,
};
export type AdminCompanyRow = {
  id: number;
  name: string;
  createdAt: Date;
  members: number;
  billableEntityId: number | null;
  trialEndsAt: Date | null;
  firstUnpaidInvoiceAt: Date | null;
  cancellationAt: Date | null;
  deletedAt: Date | null;
};

export function lockReasonOfCompany(row: AdminCompanyRow): string | null {
  if (row.billableEntityId === null) return null;
  return lockReasonOf(row, clockNow(row.billableEntityId));
}

export async function searchCompanies(db: Database, userId: number, query: AdminSearchQuery) {
  await authorizeAdmin(db, userId);
  const where = query.search ? ilike(companies.name, likePattern(query.search)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(companyColumns)
      .from(companies)
      .leftJoin(billableEntities, eq(billableEntities.companyId, companies.id))
      .where(where)
      .orderBy(desc(companies.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(companies).where(where),
  ]);
  return { rows: rows as AdminCompanyRow[], total: counted?.total ?? 0 };
}

async function findCompanyRow(db: Database, companyId: number): Promise<AdminCompanyRow> {
  const [row] = await db
    .select(companyColumns)
    .from(companies)
    .leftJoin(billableEntities, eq(billableEntities.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) throw notFound('Company not found.');
  return row as AdminCompanyRow;
}

export async function companyDetail(db: Database, userId: number, companyId: number) {
  await authorizeAdmin(db, userId);
  const company = await findCompanyRow(db, companyId);
  const [members, invoiceRows] = await Promise.all([
    db
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: companyMemberships.role,
      })
      .from(companyMemberships)
      .innerJoin(users, eq(users.id, companyMemberships.userId))
      .where(eq(companyMemberships.companyId, companyId))
      .orderBy(users.id)
      .limit(200),
    company.billableEntityId === null
      ? []
      : db
          .select()
          .from(invoices)
          .where(eq(invoices.billableEntityId, company.billableEntityId))
          .orderBy(desc(invoices.issuedAt))
          .limit(50),
  ]);
  return { company, members, invoices: invoiceRows };
}

async function billableOf(db: Database, companyId: number) {
  const company = await findCompanyRow(db, companyId);
  if (company.billableEntityId === null) throw notFound('This company has no billing account.');
  return company;
}

/** Moves the trial end `days` later (from now when the trial has ended or never started). */
export async function extendTrial(db: Database, userId: number, companyId: number, input: ExtendTrialInput) {
  await authorizeAdmin(db, userId);
  const company = await billableOf(db, companyId);
  const now = clockNow(company.billableEntityId!);
  const from = company.trialEndsAt && company.trialEndsAt > now ? company.trialEndsAt : now;
  await db
    .update(billableEntities)
    .set({ trialEndsAt: new Date(from.getTime() + input.days * DAY_MS) })
    .where(eq(billableEntities.id, company.billableEntityId!));
  return companyDetail(db, userId, companyId);
}

/**
 * Lifts a lock (decision 097): a cancellation or deletion is undone (an account that had closed for
 * good starts a new period, decision 114), and an overdue unpaid invoice's 10 days start again from
 * now (its invoices stay unpaid and the dunning carries on).
 */
export async function unlockCompany(db: Database, userId: number, companyId: number) {
  await authorizeAdmin(db, userId);
  const company = await billableOf(db, companyId);
  const now = clockNow(company.billableEntityId!);
  await db.transaction(async (tx) => {
    await tx
      .update(billableEntities)
      .set({
        cancellationAt: null,
        deletedAt: null,
        firstUnpaidInvoiceAt: company.firstUnpaidInvoiceAt ? now : null,
      })
      .where(eq(billableEntities.id, company.billableEntityId!));
    await reopenClosedAccount(tx, company.billableEntityId!, now);
  });
  return companyDetail(db, userId, companyId);
}
