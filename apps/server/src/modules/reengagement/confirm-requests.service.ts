// The company asks talent-pool contacts to confirm their info (/confirm): one contact from the
// talent pool, or every contact an import created (a background job that mails them in batches and
// counts its progress on the import). Each mail is queued in the transaction that marks the
// contact asked, so a contact is mailed once per request; a contact who already confirmed, or a
// person added from a Hireloop search (their profile is theirs), is not asked.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { talentPoolContacts, userImports } from '#server/db/schema.ts';
import { enqueueJob } from '#server/jobs/enqueue.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { companyName, notYetAsked, queueConfirmMails, type ReengagementContext } from './confirm-mails.ts';
import { confirmRequestsJob } from './confirm-requests.job.ts';
import { authorize } from './reengagement.policy.ts';

/** A contact is asked again at most once a day (a second click sends nothing). */
const ASK_AGAIN_AFTER_MS = 86_400_000;

/** POST /api/talent-pool-contacts/{id}/confirm-request */
export async function requestContactConfirmation(
  ctx: ReengagementContext,
  company: CompanyAccess,
  contactId: number,
): Promise<{ email: string; requestedAt: Date }> {
  authorize(company, 'requestConfirmation');
  const [contact] = await ctx.db
    .select()
    .from(talentPoolContacts)
    .where(and(eq(talentPoolContacts.id, contactId), eq(talentPoolContacts.companyId, company.id)));
  if (!contact) throw notFound('This contact was not found.');
  if (contact.candidateUserId !== null)
    throw validation({ contact: ['This person has a Hireloop profile: their details are theirs to keep.'] });
  if (contact.confirmRequestedAt && Date.now() - contact.confirmRequestedAt.getTime() < ASK_AGAIN_AFTER_MS)
    throw validation({ contact: ['We already asked this contact today.'] });
  const name = await companyName(ctx.db, company.id);
  const requestedAt = await ctx.db.transaction((tx) => queueConfirmMails(tx, ctx, name, [contact]));
  return { email: contact.email, requestedAt };
}

/** POST /api/user-imports/{id}/confirm-requests: queues the job; asking twice answers 422. */
export async function requestImportConfirmation(db: Database, company: CompanyAccess, importId: number) {
  authorize(company, 'requestConfirmation');
  const [current] = await db
    .select()
    .from(userImports)
    .where(and(eq(userImports.id, importId), eq(userImports.companyId, company.id)));
  if (!current) throw notFound('This import was not found.');
  if (current.kind !== 'contacts' || current.status !== 'completed')
    throw validation({ import: ['Only a finished import of contacts can ask its contacts to confirm.'] });
  if (current.confirmStatus !== null)
    throw validation({ import: ['The contacts of this import were already asked.'] });
  const [total] = await db.select({ n: count() }).from(talentPoolContacts).where(notYetAsked(importId));
  if (!total?.n)
    throw validation({ import: ['Every contact of this import was already asked or confirmed.'] });
  await db.transaction(async (tx) => {
    const queued = await tx
      .update(userImports)
      .set({ confirmStatus: 'queued', confirmTotal: total.n, confirmSent: 0 })
      .where(and(eq(userImports.id, importId), isNull(userImports.confirmStatus)))
      .returning({ id: userImports.id });
    if (queued.length === 0)
      throw validation({ import: ['The contacts of this import were already asked.'] });
    await enqueueJob(tx, confirmRequestsJob, { importId }, { key: `confirm-requests:${importId}` });
  });
}
