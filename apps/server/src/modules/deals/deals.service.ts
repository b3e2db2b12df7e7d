// Deals (issue 23, decision 116): super admins define them (admin CRUD below, each call re-checks
// super admin with two-factor), anyone reads one by slug, and a signed-in user redeems one by
// creating a company with the deal applied. The redemption raises the count with a guarded update
// (`redemptions < max_redemptions and not expired`) in the company's own transaction: under
// concurrent redemptions the row lock serialises them and the last ones find the limit reached.
import {
  DEAL_ALREADY_REDEEMED,
  DEAL_EXHAUSTED,
  DEAL_EXPIRED,
  type DealInput,
  dealState,
} from '@hireloop/shared/deals';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { authorizeAdmin } from '#server/access/super-admin.ts';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/execute.ts';
import { dealRedemptions, deals } from '#server/db/schema.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import { insertCompany, type NewCompany } from '../companies/companies.service.ts';

export type DealRow = typeof deals.$inferSelect;

const SLUG_TAKEN = 'The slug has already been taken.';

/** The deal behind a landing page; 404 when there is none. */
export async function findDeal(db: Database, slug: string): Promise<DealRow> {
  const [deal] = await db.select().from(deals).where(eq(deals.slug, slug));
  if (!deal) throw notFound();
  return deal;
}

/**
 * Creates a company for `userId` with the deal applied and counts the redemption, all or nothing.
 * An expired or exhausted deal answers 422 on `deal` with the reason; the company is not created.
 */
export async function redeemDeal(
  db: Database,
  userId: number,
  slug: string,
  input: NewCompany,
  now: Date,
): Promise<number> {
  const deal = await findDeal(db, slug);
  return db.transaction(async (tx) => {
    const [counted] = await tx
      .update(deals)
      .set({ redemptions: sql`${deals.redemptions} + 1` })
      .where(
        and(
          eq(deals.id, deal.id),
          or(isNull(deals.expiresAt), gt(deals.expiresAt, now)),
          or(isNull(deals.maxRedemptions), lt(deals.redemptions, deals.maxRedemptions)),
        ),
      )
      .returning();
    if (!counted) {
      // Read again: the reason is the state the guarded update saw (expiry is checked first).
      const [current] = await tx.select().from(deals).where(eq(deals.id, deal.id));
      const state = current ? dealState(current, now) : 'expired';
      throw validation({ deal: [state === 'exhausted' ? DEAL_EXHAUSTED : DEAL_EXPIRED] });
    }
    const companyId = await insertCompany(tx, userId, input, {
      ...(counted.trialDays ? { trialDays: counted.trialDays } : {}),
      ...(counted.discountPercent && counted.discountMonths
        ? { discount: { percent: counted.discountPercent, months: counted.discountMonths } }
        : {}),
    });
    try {
      await tx.insert(dealRedemptions).values({ dealId: deal.id, companyId, userId });
    } catch (error) {
      if (isUniqueViolation(error)) throw validation({ deal: [DEAL_ALREADY_REDEEMED] });
      throw error;
    }
    return companyId;
  });
}

// --- Admin area -------------------------------------------------------------------------------

export async function listDeals(
  db: Database,
  adminId: number,
  query: { page: number; per_page: number },
): Promise<{ rows: DealRow[]; total: number }> {
  await authorizeAdmin(db, adminId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(deals)
      .orderBy(desc(deals.createdAt), desc(deals.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(deals),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

function dealValues(input: DealInput) {
  return {
    slug: input.slug,
    title: input.title,
    description: input.description,
    trialDays: input.trial_days ?? null,
    discountPercent: input.discount_percent ?? null,
    discountMonths: input.discount_months ?? null,
    expiresAt: input.expires_at ? new Date(input.expires_at) : null,
    maxRedemptions: input.max_redemptions ?? null,
  };
}

async function withUniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw validation({ slug: [SLUG_TAKEN] });
    throw error;
  }
}

export async function createDeal(db: Database, adminId: number, input: DealInput): Promise<DealRow> {
  await authorizeAdmin(db, adminId);
  return withUniqueSlug(async () => {
    const [row] = await db
      .insert(deals)
      .values({ ...dealValues(input), createdBy: adminId })
      .returning();
    return row!;
  });
}

/** Edits a deal; the limit may not go below the redemptions already made. */
export async function updateDeal(
  db: Database,
  adminId: number,
  id: number,
  input: DealInput,
): Promise<DealRow> {
  await authorizeAdmin(db, adminId);
  return withUniqueSlug(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(deals).where(eq(deals.id, id)).for('update');
      if (!current) throw notFound();
      if (input.max_redemptions != null && input.max_redemptions < current.redemptions) {
        throw validation({
          max_redemptions: [`The limit cannot be below the ${current.redemptions} redemptions made.`],
        });
      }
      const [row] = await tx
        .update(deals)
        .set({ ...dealValues(input), updatedAt: new Date() })
        .where(eq(deals.id, id))
        .returning();
      return row!;
    }),
  );
}

/** Deletes a deal nobody redeemed; one with redemptions is ended (expired now) instead. */
export async function deleteDeal(db: Database, adminId: number, id: number, now: Date): Promise<void> {
  await authorizeAdmin(db, adminId);
  const deleted = await db
    .delete(deals)
    .where(and(eq(deals.id, id), eq(deals.redemptions, 0)))
    .returning({ id: deals.id });
  if (deleted.length > 0) return;
  const ended = await db
    .update(deals)
    .set({ expiresAt: sql`least(coalesce(${deals.expiresAt}, ${now}), ${now})`, updatedAt: now })
    .where(eq(deals.id, id))
    .returning({ id: deals.id });
  if (ended.length === 0) throw notFound();
}
