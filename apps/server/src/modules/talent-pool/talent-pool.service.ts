// The talent pool ("rolodex"): people a company added by hand or found on Hireloop, and emailed
// invitations to apply. An invitation carries a random token (stored only as its SHA-256) that opens
// the opportunity with the person's details filled in, and records the billable usage "Opportunity
// Invite". A person added from a search keeps their account's email private: invitations go to it
// (as it is when they are sent), the team never sees it (docs/decisions/016).
import {
  type AddCandidateContactInput,
  type CreateTalentPoolContactInput,
  DUPLICATE_CONTACT_MESSAGE,
  type InviteContactInput,
  type TalentPoolQuery,
} from '@hireloop/shared/pipeline';
import { and, count, desc, eq, ilike, inArray, isNull, max, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/execute.ts';
import {
  companies,
  opportunities,
  opportunityInvites,
  talentPoolContacts,
  users,
} from '#server/db/schema.ts';
import { enqueueMail } from '#server/jobs/outbox.ts';
import { randomToken, sha256 } from '#server/lib/crypto.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { likePattern } from '#server/lib/like-pattern.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import { recordUsage } from '../opportunities/usage.service.ts';
import type { CompanyActor } from '../pipeline/pipeline.policy.ts';
import * as pipelinePolicy from '../pipeline/pipeline.policy.ts';
import { findSearchableCandidate } from './candidate-search.service.ts';
import { opportunityInviteMail } from './talent-pool.mails.ts';

export interface TalentPoolContext {
  db: Database;
  appUrl: string;
}

/** The account of a contact added from a candidate search: its current email receives invitations. */
const candidateAccount = alias(users, 'candidate_account');

const contactColumns = {
  id: talentPoolContacts.id,
  firstName: talentPoolContacts.firstName,
  lastName: talentPoolContacts.lastName,
  email: talentPoolContacts.email,
  phone: talentPoolContacts.phone,
  notes: talentPoolContacts.notes,
  location: talentPoolContacts.location,
  confirmRequestedAt: talentPoolContacts.confirmRequestedAt,
  confirmedAt: talentPoolContacts.confirmedAt,
  contactConsent: talentPoolContacts.contactConsent,
  candidateUserId: talentPoolContacts.candidateUserId,
  candidateEmail: candidateAccount.email,
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
    .leftJoin(candidateAccount, eq(candidateAccount.id, talentPoolContacts.candidateUserId))
    .where(where)
    .$dynamic();
}

/** Where invitations to this contact go: the account's email for a person found on Hireloop. */
export function contactEmail(contact: Pick<ContactRow, 'email' | 'candidateEmail'>): string {
  return contact.candidateEmail ?? contact.email;
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
          // A private email is not searchable either: the search would confirm a guessed address.
          and(isNull(talentPoolContacts.candidateUserId), ilike(talentPoolContacts.email, pattern)),
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

/** Inserts a contact; the same person twice in a company → 422 on `field`. */
async function insertContact(
  db: Database,
  actor: CompanyActor,
  values: Omit<typeof talentPoolContacts.$inferInsert, 'companyId' | 'createdBy'>,
  field: string,
) {
  try {
    const [created] = await db
      .insert(talentPoolContacts)
      .values({ ...values, companyId: actor.company.id, createdBy: actor.userId })
      .returning({ id: talentPoolContacts.id });
    return findContact(db, actor, created!.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw validation({ [field]: [DUPLICATE_CONTACT_MESSAGE] });
    throw error;
  }
}

export async function addContact(db: Database, actor: CompanyActor, input: CreateTalentPoolContactInput) {
  pipelinePolicy.authorize(actor.company, 'manageTalentPool');
  return insertContact(
    db,
    actor,
    {
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
      notes: input.notes ?? '',
    },
    'email',
  );
}

/**
 * POST /api/talent-pool-contacts/from-candidate: a person found by the candidate search becomes a
 * contact with their account's name and email (never shown to the team); no phone is copied. A
 * candidate without a profile or snoozed is not findable: 404. Already in the pool (from a search,
 * or by hand with the same email) → 422 on `candidate_user_id`.
 */
export async function addContactFromCandidate(
  db: Database,
  actor: CompanyActor,
  input: AddCandidateContactInput,
) {
  pipelinePolicy.authorize(actor.company, 'manageTalentPool');
  const candidate = await findSearchableCandidate(db, input.candidate_user_id);
  if (!candidate) throw notFound('This candidate was not found.');
  return insertContact(
    db,
    actor,
    {
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      email: candidate.email,
      phone: null,
      notes: input.notes ?? '',
      candidateUserId: candidate.id,
    },
    'candidate_user_id',
  );
}

export async function removeContact(db: Database, actor: CompanyActor, contactId: number): Promise<void> {
  pipelinePolicy.authorize(actor.company, 'manageTalentPool');
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
  pipelinePolicy.authorize(actor.company, 'manageTalentPool');
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
      email: contactEmail(contact),
      firstName: contact.firstName,
      lastName: contact.lastName,
      invitedBy: actor.userId,
    });
    await recordUsage(tx, {
      companyId: actor.company.id,
      itemName: 'Opportunity Invite',
      opportunityId: opportunity.id,
      // A private email stays out of the company's usage records too.
      detail: {
        ...(contact.candidateUserId === null
          ? { email: contact.email }
          : { candidate_user_id: contact.candidateUserId }),
        contact_id: contact.id,
        invited_by: actor.userId,
      },
    });
    // Queued with the invite and its usage record (jobs/outbox.ts).
    await enqueueMail(
      tx,
      opportunityInviteMail({
        to: contactEmail(contact),
        firstName: contact.firstName,
        inviterName: `${inviter?.firstName ?? ''} ${inviter?.lastName ?? ''}`.trim(),
        companyName: opportunity.companyName,
        opportunityTitle: opportunity.title,
        url: inviteUrl(ctx.appUrl, opportunity.id, token),
      }),
    );
  });
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
