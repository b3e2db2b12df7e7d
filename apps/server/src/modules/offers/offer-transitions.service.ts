// Sending, approving and withdrawing offers. Each change locks the offer, writes its status and a
// timeline event on the application in one transaction, and tells people in that same transaction
// (decision 036): a change rolled back tells no one, a committed one is always told.
// Sending freezes the letter (what the candidate reads and signs) and its SHA-256.
import type { OfferStatus } from '@hireloop/shared/offers';
import { fullName } from '@hireloop/shared/people';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { companyMemberships, offerSettings, offers } from '#server/db/schema.ts';
import { sha256 } from '#server/lib/crypto.ts';
import { conflict, validation } from '#server/lib/errors.ts';
import { sendCompanyMessage } from '../messages/messages.service.ts';
import { type NotifyContext, notifyUsers } from '../notifications/notify.ts';
import type { CompanyActor } from '../pipeline/pipeline.policy.ts';
import { loadOfferView, type OfferView, renderLetter, termsOfView } from './offer-views.ts';
import * as offersPolicy from './offers.policy.ts';
import { sendNeedsApproval } from './offers.policy.ts';
import { findCompanyOffer, lockCompanyOffer, recordOfferEvent } from './offers.service.ts';

export async function offersRequireApproval(db: Database, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ requireApproval: offerSettings.requireApproval })
    .from(offerSettings)
    .where(eq(offerSettings.companyId, companyId));
  return row?.requireApproval ?? false;
}

/** GET /api/offer-settings: whoever manages offers reads whether sending needs approval. */
export async function readOfferSettings(db: Database, company: CompanyAccess): Promise<boolean> {
  offersPolicy.authorize(company, 'manage');
  return offersRequireApproval(db, company.id);
}

/** PUT /api/offer-settings: the approvers decide whether offers need them. */
export async function updateOfferSettings(db: Database, company: CompanyAccess, requireApproval: boolean) {
  offersPolicy.authorize(company, 'approve');
  const companyId = company.id;
  await db
    .insert(offerSettings)
    .values({ companyId, requireApproval })
    .onConflictDoUpdate({ target: offerSettings.companyId, set: { requireApproval, updatedAt: sql`now()` } });
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

function refuseUnless(status: string, allowed: readonly OfferStatus[], action: string) {
  if (!allowed.includes(status as OfferStatus)) {
    throw conflict(`This offer is ${status.replace('_', ' ')} and cannot be ${action}.`);
  }
}

/** Freezes the letter and marks the offer sent (inside the caller's transaction). */
async function markSent(tx: Parameters<Parameters<Database['transaction']>[0]>[0], id: number, extra = {}) {
  const view = (await loadOfferView(tx, eq(offers.id, id)))!;
  const letter = renderLetter(view.offer.bodyHtml, termsOfView(view));
  await tx
    .update(offers)
    .set({
      status: 'sent',
      letterHtml: letter,
      documentHash: sha256(letter),
      sentAt: sql`now()`,
      updatedAt: sql`now()`,
      ...extra,
    })
    .where(eq(offers.id, id));
}

export async function sendOffer(ctx: NotifyContext, actor: CompanyActor, id: number) {
  offersPolicy.authorize(actor.company, 'manage');
  const requireApproval = await offersRequireApproval(ctx.db, actor.company.id);
  const { status, view } = await ctx.db.transaction(async (tx) => {
    const row = await lockCompanyOffer(tx, actor.company.id, id);
    refuseUnless(row.status, ['draft'], 'sent');
    if (row.expiresOn < todayUtc()) {
      throw validation({
        expires_on: ['The offer expires before it could be accepted. Change its expiry date.'],
      });
    }
    if (sendNeedsApproval(actor.company, requireApproval)) {
      await tx
        .update(offers)
        .set({ status: 'pending_approval', updatedAt: sql`now()` })
        .where(eq(offers.id, row.id));
      await recordOfferEvent(tx, row, 'pending_approval', actor.userId);
      const view = await findCompanyOffer(tx, actor, row.id);
      await askForApproval({ ...ctx, db: tx }, view);
      return { status: 'pending_approval' as const, view };
    }
    await markSent(tx, row.id);
    await recordOfferEvent(tx, row, 'sent', actor.userId);
    const view = await findCompanyOffer(tx, actor, row.id);
    await deliverOffer({ ...ctx, db: tx }, view, actor.userId);
    return { status: 'sent' as const, view };
  });
  return {
    view,
    message: status === 'sent' ? 'The offer was sent.' : 'The offer was sent to a Manager for approval.',
  };
}

export async function approveOffer(ctx: NotifyContext, actor: CompanyActor, id: number) {
  offersPolicy.authorize(actor.company, 'approve');
  const view = await ctx.db.transaction(async (tx) => {
    const row = await lockCompanyOffer(tx, actor.company.id, id);
    refuseUnless(row.status, ['pending_approval'], 'approved');
    if (row.expiresOn < todayUtc()) {
      throw validation({
        expires_on: ['The offer expires before it could be accepted. Change its expiry date.'],
      });
    }
    await markSent(tx, row.id, { approvedBy: actor.userId, approvedAt: sql`now()` });
    await recordOfferEvent(tx, row, 'sent', actor.userId, { approved: true });
    const view = await findCompanyOffer(tx, actor, row.id);
    await deliverOffer({ ...ctx, db: tx }, view, actor.userId);
    return view;
  });
  return { view, message: 'The offer was approved and sent.' };
}

export async function withdrawOffer(ctx: NotifyContext, actor: CompanyActor, id: number) {
  offersPolicy.authorize(actor.company, 'manage');
  const view = await ctx.db.transaction(async (tx) => {
    const row = await lockCompanyOffer(tx, actor.company.id, id);
    refuseUnless(row.status, ['draft', 'pending_approval', 'sent'], 'withdrawn');
    await tx.update(offers).set({ status: 'withdrawn', updatedAt: sql`now()` }).where(eq(offers.id, row.id));
    await recordOfferEvent(tx, row, 'withdrawn', actor.userId);
    const view = await findCompanyOffer(tx, actor, row.id);
    // Only a candidate who received the offer hears that it is gone.
    if (row.status === 'sent') {
      await notifyUsers({ ...ctx, db: tx }, [
        {
          userId: view.candidate.id,
          type: 'offer',
          title: `${view.company.name} withdrew their offer`,
          body: `${view.company.name} withdrew the offer for ${view.opportunity.title}.`,
          link: `/offers/${view.offer.uuid}`,
          data: { offer_uuid: view.offer.uuid, status: 'withdrawn' },
        },
      ]);
    }
    return view;
  });
  return { view, message: 'The offer was withdrawn.' };
}

/**
 * Email, text and in-app notification per the candidate's preferences, and a system message, all
 * queued with `ctx.db`, the transaction that sent the offer. The message has a savepoint of its own
 * (sendCompanyMessage nests): if it fails, the offer and its notification still go out.
 */
async function deliverOffer(ctx: NotifyContext, view: OfferView, senderUserId: number) {
  const link = `/offers/${view.offer.uuid}`;
  await notifyUsers(ctx, [
    {
      userId: view.candidate.id,
      type: 'offer',
      title: `Offer letter from ${view.company.name}`,
      body: `${view.company.name} sent you an offer for ${view.opportunity.title}. Read and accept it by ${view.offer.expiresOn}.`,
      link,
      data: { offer_uuid: view.offer.uuid, status: 'sent' },
    },
  ]);
  try {
    await sendCompanyMessage(ctx, {
      companyId: view.company.id,
      candidateUserId: view.candidate.id,
      senderUserId,
      type: 'system',
      content: `${view.company.name} sent you an offer for ${view.opportunity.title}: ${ctx.appUrl}${link}`,
    });
  } catch (error) {
    ctx.log?.error({ err: error, offerId: view.offer.id }, 'offers: system message failed');
  }
}

/** The company's Managers and Admins hear that an offer waits for them. */
async function askForApproval(ctx: NotifyContext, view: OfferView) {
  const approvers = await ctx.db
    .select({ userId: companyMemberships.userId })
    .from(companyMemberships)
    .where(
      and(
        eq(companyMemberships.companyId, view.company.id),
        inArray(companyMemberships.role, ['Company Admin', 'Manager']),
      ),
    );
  await notifyUsers(
    ctx,
    approvers.map((member) => ({
      userId: member.userId,
      companyId: view.company.id,
      type: 'offer' as const,
      title: 'An offer awaits your approval',
      body: `The offer to ${fullName(view.candidate)} for ${view.opportunity.title} needs approval before it is sent.`,
      link: `/company-offers?offer=${view.offer.id}`,
      data: { offer_id: view.offer.id, status: 'pending_approval' },
    })),
  );
}
