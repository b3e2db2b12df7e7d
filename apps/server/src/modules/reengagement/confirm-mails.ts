// Mailing /confirm links: the mail of each contact queued in the transaction that marks it asked,
// and the bulk job's work over the contacts an import created (batches, progress on the import).
import { CONFIRM_LINK_DAYS } from '@hireloop/shared/reengagement';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { companies, talentPoolContacts, userImports } from '#server/db/schema.ts';
import type { Keyring } from '#server/lib/crypto.ts';
import { queueSignedLinkMails } from './link-mails.ts';
import { confirmInfoMail } from './reengagement.mails.ts';
import { linkExpiry } from './signed-links.ts';

export interface ReengagementContext {
  db: Database;
  keyring: Keyring;
  appUrl: string;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Contacts mailed per transaction of the bulk job. */
export const CONFIRM_BATCH = 500;

interface Recipient {
  id: number;
  email: string;
  firstName: string;
}

export async function queueConfirmMails(
  tx: Transaction,
  ctx: ReengagementContext,
  companyName: string,
  recipients: readonly Recipient[],
): Promise<Date> {
  const now = new Date();
  const expiresAt = linkExpiry(CONFIRM_LINK_DAYS, now);
  await tx
    .update(talentPoolContacts)
    .set({ confirmRequestedAt: now })
    .where(
      inArray(
        talentPoolContacts.id,
        recipients.map((recipient) => recipient.id),
      ),
    );
  await queueSignedLinkMails(tx, ctx, {
    purpose: 'talent-pool.confirm',
    path: '/confirm',
    expiresAt,
    recipients,
    linkId: (recipient) => recipient.id,
    mail: (recipient, url) =>
      confirmInfoMail({ to: recipient.email, firstName: recipient.firstName, companyName, url, expiresAt }),
  });
  return now;
}

export async function companyName(db: Database, companyId: number): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? 'A company';
}

/** The contacts an import created that the bulk request reaches (not asked yet, not confirmed). */
export const notYetAsked = (importId: number) =>
  and(
    eq(talentPoolContacts.importId, importId),
    isNull(talentPoolContacts.candidateUserId),
    isNull(talentPoolContacts.confirmRequestedAt),
    isNull(talentPoolContacts.confirmedAt),
  );

/** The job's work: batches of contacts, each mailed and counted in one transaction; resumable. */
export async function runConfirmRequests(ctx: ReengagementContext, importId: number): Promise<void> {
  const [current] = await ctx.db.select().from(userImports).where(eq(userImports.id, importId));
  if (!current || (current.confirmStatus !== 'queued' && current.confirmStatus !== 'running')) return;
  await ctx.db.update(userImports).set({ confirmStatus: 'running' }).where(eq(userImports.id, importId));
  const name = await companyName(ctx.db, current.companyId);
  let after = 0;
  for (;;) {
    const batch = await ctx.db
      .select({
        id: talentPoolContacts.id,
        email: talentPoolContacts.email,
        firstName: talentPoolContacts.firstName,
      })
      .from(talentPoolContacts)
      .where(and(notYetAsked(importId), gt(talentPoolContacts.id, after)))
      .orderBy(asc(talentPoolContacts.id))
      .limit(CONFIRM_BATCH);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    await ctx.db.transaction(async (tx) => {
      await queueConfirmMails(tx, ctx, name, batch);
      await tx
        .update(userImports)
        .set({
          confirmSent: sql`least(${userImports.confirmSent} + ${batch.length}, ${userImports.confirmTotal})`,
        })
        .where(eq(userImports.id, importId));
    });
  }
  await ctx.db
    .update(userImports)
    .set({ confirmStatus: 'completed', confirmSent: sql`${userImports.confirmTotal}` })
    .where(eq(userImports.id, importId));
}
