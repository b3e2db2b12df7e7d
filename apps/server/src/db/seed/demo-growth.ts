// Demo deals and referrals (issue 23). A live deal at /deals/launch (30 days free and 20% off the
// first 3 months, 100 redemptions) and an ended one for the admin list; a referrer,
// referrer@hireloop.example, whose link (/register?ref=demo-referral) brought three sign-ups: one
// whose company pays (the reward earned), one on trial through the live deal, one without a company
// yet. Idempotent: each piece is created once, by its slug or email.
import { eq } from 'drizzle-orm';
import { hashPassword } from '#server/modules/auth/passwords.ts';
import { invoiceNumber } from '#server/modules/billing/billing-close.service.ts';
import { createCompany } from '#server/modules/companies/companies.service.ts';
import { redeemDeal } from '#server/modules/deals/deals.service.ts';
import type { Database } from '../client.ts';
import {
  billableEntities,
  companies,
  deals,
  invoices,
  referralSignups,
  referrers,
  users,
} from '../schema.ts';
import { DEMO_PASSWORD } from './demo-candidate.ts';
import type { DemoLogin } from './demo-login.ts';

const DAY_MS = 86_400_000;
export const DEMO_DEAL_SLUG = 'launch';
export const DEMO_REFERRER_EMAIL = 'referrer@hireloop.example';
export const DEMO_REFERRAL_CODE = 'demo-referral';

async function ensureDeals(db: Database): Promise<void> {
  await db
    .insert(deals)
    .values([
      {
        slug: DEMO_DEAL_SLUG,
        title: 'Launch offer',
        description: 'Start hiring with a month on us, then save on your first three invoices.',
        trialDays: 30,
        discountPercent: 20,
        discountMonths: 3,
        expiresAt: new Date(Date.now() + 180 * DAY_MS),
        maxRedemptions: 100,
      },
      {
        slug: 'spring-fair',
        title: 'Spring hiring fair',
        description: 'For exhibitors of the spring hiring fair.',
        trialDays: 45,
        expiresAt: new Date(Date.now() - 30 * DAY_MS),
        maxRedemptions: 50,
      },
    ])
    .onConflictDoNothing({ target: deals.slug });
}

async function ensureUser(db: Database, email: string, firstName: string, lastName: string) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return { id: existing.id, created: false };
  const [user] = await db
    .insert(users)
    .values({
      firstName,
      lastName,
      email,
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning({ id: users.id });
  return { id: user!.id, created: true };
}

/** A referred person, recorded as having signed up through the demo link. */
async function referredUser(
  db: Database,
  referrerId: number,
  email: string,
  firstName: string,
  lastName: string,
) {
  const user = await ensureUser(db, email, firstName, lastName);
  if (user.created)
    await db.insert(referralSignups).values({ userId: user.id, referrerId }).onConflictDoNothing();
  return user;
}

export async function seedDemoGrowth(db: Database): Promise<DemoLogin[]> {
  await ensureDeals(db);
  const owner = await ensureUser(db, DEMO_REFERRER_EMAIL, 'Riley', 'Referrer');
  await db
    .insert(referrers)
    .values({ userId: owner.id, code: DEMO_REFERRAL_CODE })
    .onConflictDoNothing({ target: referrers.userId });
  const [referrer] = await db.select().from(referrers).where(eq(referrers.userId, owner.id));

  // Paying: its trial ended last month and its first invoice is paid.
  const paying = await referredUser(db, referrer!.id, 'paige@brightside.example', 'Paige', 'Porter');
  if (paying.created) {
    const companyId = await createCompany(db, paying.id, { name: 'Brightside Dental' });
    const trialEnd = new Date(Date.now() - 20 * DAY_MS);
    const [entity] = await db
      .update(billableEntities)
      .set({ trialEndsAt: trialEnd })
      .where(eq(billableEntities.companyId, companyId))
      .returning({ id: billableEntities.id });
    await db.insert(invoices).values({
      billableEntityId: entity!.id,
      number: invoiceNumber(entity!.id, new Date(trialEnd.getTime() - 14 * DAY_MS)),
      periodStart: new Date(trialEnd.getTime() - 14 * DAY_MS),
      periodEnd: trialEnd,
      status: 'paid',
      subtotalMillionths: 36_000_000,
      totalCents: 3_600,
      paidCents: 3_600,
      issuedAt: trialEnd,
      paidAt: trialEnd,
    });
  }
  // On trial, through the live deal (counted as one of its redemptions).
  const trial = await referredUser(db, referrer!.id, 'theo@harborcafe.example', 'Theo', 'Tran');
  if (trial.created) await redeemDeal(db, trial.id, DEMO_DEAL_SLUG, { name: 'Harbor Cafe' }, new Date());
  // Signed up, no company yet.
  await referredUser(db, referrer!.id, 'nina@example.com', 'Nina', 'Novak');
  // Like every demo company, the referred ones have their getting-started tour behind them.
  await db.update(companies).set({ demoCompleted: true }).where(eq(companies.referrerId, referrer!.id));

  return [{ label: 'Referrer (Referral Portal)', email: DEMO_REFERRER_EMAIL, password: DEMO_PASSWORD }];
}
