// The talent pool ("rolodex"): people a company added by hand, and emailed invitations to apply.
// An invitation carries a random token (stored only as its SHA-256) that opens the opportunity with
// the person's details filled in, and records the billable usage "Opportunity Invite".
import {
  type CreateTalentPoolContactInput,
  DUPLICATE_CONTACT_MESSAGE,
  type InviteContactInput,
  type TalentPoolQuery,
} from '@hireloop/shared/pipeline';
import { and, count, desc, eq, ilike, inArray, max, or, type SQL } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/execute.ts';
import { companies, opportunities, opportunityInvites, talentPoolContacts, users } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { notFound, validation } from '../../lib/errors.ts';
import { pageOffset } from '../../lib/pagination.ts';
import { recordUsage } from '../opportunities/usage.service.ts';
import { likePattern } from '../pipeline/company-candidates.service.ts';
import { authorizeManageTalentPool, type CompanyActor } from '../pipeline/pipeline.policy.ts';
import { opportunityInviteMail } from './talent-pool.mails.ts';

export interface TalentPoolContext {
  db: Database;
  mailer: Mailer;
  appUrl: string;
}

const contactColumns = {
  id: talentPoolContacts.id,
  firstName: talentPoolContacts.firstName,
  lastName: talentPoolContacts.lastName,
  email: talentPoolContacts.email,
  phone: talentPoolContacts.phone,
  notes: talentPoolContacts.notes,
  createdAt: talentPoolContacts.createdAt,
  creatorId: users.id,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
  creatorAvatarPath: users.avatarPath,
};

function contactsQuery(db: Database, where: SQL | undefined) {
  return db
    .select(contactColumns)
    .from(talentPoolContacts)
    .leftJoin(users, eq(users.id, talentPoolContacts.createdBy))
    .where(where)
    .$dynamic();
}

/** When each contact was last invited: one grouped query for the whole page. */
async function lastInvitedAt(db: Database, contactIds: number[]) {
  if (contactIds.length === 0) return new Map<number, Date>();
  const rows = await db
    .select({ contactId: opportunityInvites.contactId, at: max(opportunityInvites.createdAt) })
    .from(opportunityInvites)
    .where(inArray(opportunityInvites.contactId, contactIds))
    .groupBy(opportunityInvites.contactId);
  return new Map(rows.flatMap((row) => (row.contactId && row.at ? [[row.contactId, new Date(row.at)]] : [])));
}

export async function listContacts(db: Database, actor: CompanyActor, query: TalentPoolQuery) {
  const pattern = query.search ? likePattern(query.search) : null;
  const where = and(
    eq(talentPoolContacts.companyId, actor.company.id),
    pattern
      ? or(
          ilike(talentPoolContacts.firstName, pattern),
          ilike(talentPoolContacts.lastName, pattern),
          ilike(talentPoolContacts.email, pattern),
        )
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    contactsQuery(db, where)
      .orderBy(desc(talentPoolContacts.createdAt), desc(talentPoolContacts.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(talentPoolContacts).where(where),
  ]);
  const invited = await lastInvitedAt(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({ ...row, lastInvitedAt: invited.get(row.id) ?? null })),
    total: totals[0]?.total ?? 0,
  };
}

export type ContactRow = Awaited<ReturnType<typeof listContacts>>['rows'][number];

async function findContact(db: Database, actor: CompanyActor, contactId: number): Promise<ContactRow> {
  const [row] = await contactsQuery(
    db,
    and(eq(talentPoolContacts.id, contactId), eq(talentPoolContacts.companyId, actor.company.id)),
  ).limit(1);
  if (!row) throw notFound('This contact was not found.');
  const invited = await lastInvitedAt(db, [row.id]);
  return { ...row, lastInvitedAt: invited.get(row.id) ?? null };
}

export async function addContact(db: Database, actor: CompanyActor, input: CreateTalentPoolContactInput) {
  authorizeManageTalentPool(actor.company);
  try {
    const [created] = await db
      .insert(talentPoolContacts)
      .values({
        companyId: actor.company.id,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        notes: input.notes ?? '',
        createdBy: actor.userId,
      })
      .returning({ id: talentPoolContacts.id });
    return findContact(db, actor, created!.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw validation({ email: [DUPLICATE_CONTACT_MESSAGE] });
    throw error;
  }
}

export async function removeContact(db: Database, actor: CompanyActor, contactId: number): Promise<void> {
  authorizeManageTalentPool(actor.company);
  const deleted = await db
    .delete(talentPoolContacts)
    .where(and(eq(talentPoolContacts.id, contactId), eq(talentPoolContacts.companyId, actor.company.id)))
    .returning({ id: talentPoolContacts.id });
  if (deleted.length === 0) throw notFound('This contact was not found.');
}

export function inviteUrl(appUrl: string, opportunityId: number, token: string): string {
  return `${appUrl}/opportunities?opportunity=${opportunityId}&invite=${encodeURIComponent(token)}`;
}

/** POST /api/talent-pool-contacts/{id}/invite: the invite and its usage row commit together, then the mail goes. */
export async function inviteContact(
  ctx: TalentPoolContext,
  actor: CompanyActor,
  contactId: number,
  input: InviteContactInput,
) {
  authorizeManageTalentPool(actor.company);
  const contact = await findContact(ctx.db, actor, contactId);
  const [opportunity] = await ctx.db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      status: opportunities.status,
      companyName: companies.name,
    })
    .from(opportunities)
    .innerJoin(companies, eq(companies.id, opportunities.companyId))
    .where(and(eq(opportunities.id, input.opportunity_id), eq(opportunities.companyId, actor.company.id)))
    .limit(1);
  if (!opportunity) throw notFound('This opportunity was not found.');
  if (opportunity.status !== 'published') {
    throw validation({ opportunity_id: ['Only a published opportunity can receive applications.'] });
  }
  const [inviter] = await ctx.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, actor.userId));

  const token = randomToken(32);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(opportunityInvites).values({
      tokenHash: sha256(token),
      companyId: actor.company.id,
      opportunityId: opportunity.id,
      contactId: contact.id,
      email: contact.email,
      firstName: contact.firstName,
      lastName: contact.lastName,
      invitedBy: actor.userId,
    });
    await recordUsage(tx, {
      companyId: actor.company.id,
      itemName: 'Opportunity Invite',
      opportunityId: opportunity.id,
      detail: { email: contact.email, contact_id: contact.id, invited_by: actor.userId },
    });
  });
  await ctx.mailer.send(
    opportunityInviteMail({
      to: contact.email,
      firstName: contact.firstName,
      inviterName: `${inviter?.firstName ?? ''} ${inviter?.lastName ?? ''}`.trim(),
      companyName: opportunity.companyName,
      opportunityTitle: opportunity.title,
      url: inviteUrl(ctx.appUrl, opportunity.id, token),
    }),
  );
  return findContact(ctx.db, actor, contact.id);
}

/** GET /api/opportunity-invites/{token} (public): who was invited to what, for prefilling. */
export async function findInviteByToken(db: Database, token: string) {
  const [row] = await db
    .select({
      firstName: opportunityInvites.firstName,
      lastName: opportunityInvites.lastName,
      email: opportunityInvites.email,
      opportunityId: opportunities.id,
      title: opportunities.title,
      location: opportunities.location,
      remote: opportunities.remote,
      status: opportunities.status,
      companyId: companies.id,
      companyName: companies.name,
      companyAvatarPath: companies.avatarPath,
    })
    .from(opportunityInvites)
    .innerJoin(opportunities, eq(opportunities.id, opportunityInvites.opportunityId))
    .innerJoin(companies, eq(companies.id, opportunityInvites.companyId))
    .where(eq(opportunityInvites.tokenHash, sha256(token)))
    .limit(1);
  // A draft opportunity was never public; nothing about it is revealed.
  if (!row || row.status === 'draft') throw notFound('This invitation link is not valid.');
  return row;
}
