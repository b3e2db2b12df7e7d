// Referrals (issue 23, decision 117). A user becomes a referrer (one record, a random link code);
// people who register through the link are recorded (auth's registerUser calls recordReferral);
// companies they then create carry the referrer (companies.service insertCompany). The portal's
// figures are computed on read: a referred company is "paid" once any of its invoices was paid,
// and each such company earns REFERRAL_REWARD_CENTS.

import { randomBytes } from 'node:crypto';
import type { PaginationQuery } from '@hireloop/shared/api';
import { REFERRAL_REWARD_CENTS } from '@hireloop/shared/constants';
import type { ReferralState } from '@hireloop/shared/referrals';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  billableEntities,
  companies,
  companyMemberships,
  referralSignups,
  referrers,
  users,
} from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import * as referralsPolicy from './referrals.policy.ts';

export type ReferrerRow = typeof referrers.$inferSelect;

/** The user's referrer record, created on first call (a second call returns the same one). */
export async function becomeReferrer(db: Database, userId: number): Promise<ReferrerRow> {
  await db
    .insert(referrers)
    .values({ userId, code: randomBytes(9).toString('base64url') })
    .onConflictDoNothing({ target: referrers.userId });
  const [row] = await db.select().from(referrers).where(eq(referrers.userId, userId));
  return row!;
}

/** Attributes a new sign-up to the referrer of `code`; an unknown code is ignored (decision 117). */
export async function recordReferral(db: Database, userId: number, code: string | undefined): Promise<void> {
  if (!code) return;
  const [referrer] = await db.select({ id: referrers.id }).from(referrers).where(eq(referrers.code, code));
  if (!referrer) return;
  await db.insert(referralSignups).values({ userId, referrerId: referrer.id }).onConflictDoNothing();
}

/** The portal for `viewerId`: 404 unless it is theirs or they are a super admin with two-factor. */
export async function loadReferrer(db: Database, viewerId: number, referrerId: number): Promise<ReferrerRow> {
  const [[referrer], [viewer]] = await Promise.all([
    db.select().from(referrers).where(eq(referrers.id, referrerId)),
    db
      .select({ isSuperAdmin: users.isSuperAdmin, twoFactorConfirmedAt: users.twoFactorConfirmedAt })
      .from(users)
      .where(eq(users.id, viewerId)),
  ]);
  if (!referrer) throw notFound();
  referralsPolicy.authorize(
    {
      userId: viewerId,
      isSuperAdmin: viewer?.isSuperAdmin ?? false,
      twoFactorConfirmed: Boolean(viewer?.twoFactorConfirmedAt),
    },
    'view',
    { ownerId: referrer.userId },
  );
  return referrer;
}

/** Whether a billable entity has paid an invoice (SQL over `billable_entities` in scope). */
const hasPaid = sql<boolean>`exists (select 1 from invoices i where i.billable_entity_id = ${billableEntities.id} and i.paid_at is not null)`;

export interface ReferrerFigures {
  signups: number;
  companies: number;
  companiesOnTrial: number;
  payingCompanies: number;
  rewardEarnedCents: number;
}

export async function referrerFigures(db: Database, referrerId: number, now: Date): Promise<ReferrerFigures> {
  const [[signups], [figures]] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(referralSignups)
      .where(eq(referralSignups.referrerId, referrerId)),
    db
      .select({
        companies: sql<number>`count(*)::int`,
        paying: sql<number>`count(*) filter (where ${hasPaid})::int`,
        onTrial: sql<number>`count(*) filter (where not ${hasPaid} and ${billableEntities.trialEndsAt} > ${now})::int`,
      })
      .from(companies)
      .leftJoin(billableEntities, eq(billableEntities.companyId, companies.id))
      .where(eq(companies.referrerId, referrerId)),
  ]);
  const paying = figures?.paying ?? 0;
  return {
    signups: signups?.count ?? 0,
    companies: figures?.companies ?? 0,
    companiesOnTrial: figures?.onTrial ?? 0,
    payingCompanies: paying,
    rewardEarnedCents: paying * REFERRAL_REWARD_CENTS,
  };
}

export interface ReferralSignupRow {
  userId: number;
  firstName: string;
  lastName: string;
  signedUpAt: Date;
  companyName: string | null;
  state: ReferralState;
  trialEndsAt: Date | null;
  rewardCents: number;
}

/** The people who signed up through the link, newest first, each with the company they created. */
export async function listReferralSignups(
  db: Database,
  referrerId: number,
  query: PaginationQuery,
  now: Date,
): Promise<{ rows: ReferralSignupRow[]; total: number }> {
  const [page, [counted]] = await Promise.all([
    db
      .select({
        userId: referralSignups.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        signedUpAt: referralSignups.createdAt,
      })
      .from(referralSignups)
      .innerJoin(users, eq(users.id, referralSignups.userId))
      .where(eq(referralSignups.referrerId, referrerId))
      .orderBy(desc(referralSignups.createdAt), desc(referralSignups.userId))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(referralSignups)
      .where(eq(referralSignups.referrerId, referrerId)),
  ]);
  const userIds = page.map((row) => row.userId);
  // One query for the whole page: the referred companies these people administer.
  const companyRows =
    userIds.length === 0
      ? []
      : await db
          .select({
            userId: companyMemberships.userId,
            name: companies.name,
            trialEndsAt: billableEntities.trialEndsAt,
            paid: hasPaid,
          })
          .from(companies)
          .innerJoin(companyMemberships, eq(companyMemberships.companyId, companies.id))
          .leftJoin(billableEntities, eq(billableEntities.companyId, companies.id))
          .where(
            and(
              eq(companies.referrerId, referrerId),
              eq(companyMemberships.role, 'Company Admin'),
              inArray(companyMemberships.userId, userIds),
            ),
          )
          .orderBy(asc(companies.id));
  const rows = page.map((person): ReferralSignupRow => {
    const theirs = companyRows.filter((company) => company.userId === person.userId);
    const first = theirs[0];
    const paidCount = theirs.filter((company) => company.paid).length;
    const state: ReferralState = !first
      ? 'no_company'
      : paidCount > 0
        ? 'paid'
        : first.trialEndsAt && first.trialEndsAt > now
          ? 'trial'
          : 'trial_ended';
    return {
      ...person,
      companyName: first?.name ?? null,
      state,
      trialEndsAt: first?.trialEndsAt ?? null,
      rewardCents: paidCount * REFERRAL_REWARD_CENTS,
    };
  });
  return { rows, total: counted?.total ?? 0 };
}
