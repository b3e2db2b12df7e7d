// The candidate's side of an offer, reached by its unguessable uuid without signing in: read the
// letter, accept it (name, consent, time, address, browser and the letter's SHA-256 recorded) or
// decline it. Accepting hires through the pipeline's own rule (applyDecisionPlan with planHire,
// which also snoozes the profile) and starts onboarding, in one transaction, which also queues what
// the candidate and the hiring team are told (decision 036).
import type { AcceptOfferInput } from '@hireloop/shared/offers';
import { OFFER_UPDATED_EVENT, type OfferUpdatedEvent } from '@hireloop/shared/offers';
import { fullName } from '@hireloop/shared/people';
import type { CompanyRole } from '@hireloop/shared/roles';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { companyMemberships, offers } from '#server/db/schema.ts';
import { outboxBroadcaster } from '#server/jobs/outbox.ts';
import { AppError, conflict, notFound } from '#server/lib/errors.ts';
import { broadcastToUsers } from '#server/realtime/broadcast-to-users.ts';
import type { Transaction } from '../applications/application-submission.ts';
import { announceCandidateUpdates } from '../applications/application-updates.ts';
import { type NotifyContext, notifyUsers } from '../notifications/notify.ts';
import { startOnboarding } from '../onboarding/onboarding-start.ts';
import { listSteps } from '../pipeline/candidate-panel.service.ts';
import { planHire } from '../pipeline/decision-rules.ts';
import { applyDecisionPlan, lockCompanyApplication } from '../pipeline/decisions.service.ts';
import { expireDueOffers } from './offer-expiry.ts';
import { loadOfferView, type OfferView } from './offer-views.ts';
import { recordOfferEvent } from './offers.service.ts';

export const PUBLIC_OFFER_NOT_FOUND = 'This offer was not found.';

/** Drafts and offers awaiting approval do not exist for the candidate yet. */
const VISIBLE = ['sent', 'accepted', 'declined', 'expired', 'withdrawn'];

const gone = (message: string) => new AppError(410, message);

export async function findPublicOffer(db: Database, uuid: string): Promise<OfferView> {
  await expireDueOffers(db, eq(offers.uuid, uuid));
  const view = await loadOfferView(db, and(eq(offers.uuid, uuid), inArray(offers.status, VISIBLE))!);
  if (!view) throw notFound(PUBLIC_OFFER_NOT_FOUND);
  return view;
}

async function lockOpenOffer(tx: Transaction, uuid: string) {
  const [row] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.uuid, uuid), inArray(offers.status, VISIBLE)))
    .for('update');
  if (!row) throw notFound(PUBLIC_OFFER_NOT_FOUND);
  switch (row.status) {
    case 'withdrawn':
      throw gone('This offer was withdrawn and can no longer be answered.');
    case 'expired':
      throw gone(`This offer expired on ${row.expiresOn} and can no longer be answered.`);
    case 'accepted':
      throw conflict('This offer was already accepted.');
    case 'declined':
      throw conflict('This offer was already declined.');
  }
  return row;
}

export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

export async function acceptOffer(
  ctx: NotifyContext,
  uuid: string,
  input: AcceptOfferInput,
  origin: RequestOrigin,
) {
  await expireDueOffers(ctx.db, eq(offers.uuid, uuid));
  return ctx.db.transaction(async (tx) => {
    const row = await lockOpenOffer(tx, uuid);
    if (input.document_hash && input.document_hash !== row.documentHash) {
      throw conflict('This offer letter changed since you opened it. Reload the page and read it again.');
    }
    await tx
      .update(offers)
      .set({
        status: 'accepted',
        respondedAt: sql`now()`,
        acceptedName: input.full_name,
        acceptedIp: origin.ip,
        acceptedUserAgent: origin.userAgent.slice(0, 1000),
        updatedAt: sql`now()`,
      })
      .where(eq(offers.id, row.id));
    await recordOfferEvent(tx, row, 'accepted', row.candidateUserId);
    // Other offers to the same application can no longer be accepted.
    await tx
      .update(offers)
      .set({ status: 'withdrawn', updatedAt: sql`now()` })
      .where(
        and(
          eq(offers.applicationId, row.applicationId),
          ne(offers.id, row.id),
          inArray(offers.status, ['draft', 'pending_approval', 'sent']),
        ),
      );
    const application = await lockCompanyApplication(tx, row.companyId, row.applicationId);
    const plan = planHire(application, await listSteps(tx, application.opportunityId));
    const snoozedUntil = plan.change
      ? await applyDecisionPlan(tx, {
          current: application,
          plan,
          actorUserId: row.candidateUserId,
          data: { offer_id: row.id },
        })
      : undefined;
    await startOnboarding(tx, row);
    // Told in the same transaction (decision 036): an acceptance rolled back tells no one.
    const told = { ...ctx, db: tx };
    if (plan.change) {
      await announceCandidateUpdates(
        told,
        [
          {
            applicationId: application.id,
            candidateUserId: application.candidateUserId,
            companyName: application.companyName,
            opportunityTitle: application.opportunityTitle,
            status: plan.status,
            stepName: plan.step?.name ?? null,
            change: plan.change,
            snoozedUntil,
          },
        ],
        { channels: 'in_app_only' },
      );
    }
    const view = (await loadOfferView(tx, eq(offers.id, row.id)))!;
    await tellCompany(told, view, 'accepted');
    return view;
  });
}

export async function declineOffer(ctx: NotifyContext, uuid: string, reason: string | null) {
  await expireDueOffers(ctx.db, eq(offers.uuid, uuid));
  return ctx.db.transaction(async (tx) => {
    const row = await lockOpenOffer(tx, uuid);
    await tx
      .update(offers)
      .set({ status: 'declined', respondedAt: sql`now()`, declineReason: reason, updatedAt: sql`now()` })
      .where(eq(offers.id, row.id));
    await recordOfferEvent(tx, row, 'declined', row.candidateUserId, reason ? { reason } : {});
    const view = (await loadOfferView(tx, eq(offers.id, row.id)))!;
    await tellCompany({ ...ctx, db: tx }, view, 'declined');
    return view;
  });
}

const HIRING_TEAM: readonly CompanyRole[] = ['Company Admin', 'Manager', 'Recruiter'];

/**
 * The hiring team hears it (notification) and open pipelines refresh (`offer.updated`), both queued
 * with `ctx.db`, the transaction of the answer.
 */
async function tellCompany(ctx: NotifyContext, view: OfferView, status: 'accepted' | 'declined') {
  const team = await ctx.db
    .select({ userId: companyMemberships.userId })
    .from(companyMemberships)
    .where(
      and(
        eq(companyMemberships.companyId, view.company.id),
        inArray(companyMemberships.role, [...HIRING_TEAM]),
      ),
    );
  const name = fullName(view.candidate);
  const creator = view.offer.createdBy;
  await notifyUsers(
    ctx,
    team
      // The whole team hears of acceptances; a decline goes to whoever made the offer (or everyone).
      .filter((member) => status === 'accepted' || creator === null || member.userId === creator)
      .map((member) => ({
        userId: member.userId,
        companyId: view.company.id,
        type: 'offer' as const,
        title: status === 'accepted' ? `${name} accepted the offer` : `${name} declined the offer`,
        body:
          status === 'accepted'
            ? `${name} signed the offer for ${view.opportunity.title} and is now hired.`
            : `${name} declined the offer for ${view.opportunity.title}.${view.offer.declineReason ? ` Reason: ${view.offer.declineReason}` : ''}`,
        link: `/company-candidates?application=${view.offer.applicationId}`,
        data: { offer_id: view.offer.id, status },
      })),
  );
  const payload: OfferUpdatedEvent = {
    offer_id: view.offer.id,
    application_id: view.offer.applicationId,
    status,
  };
  await broadcastToUsers(
    outboxBroadcaster(ctx.db),
    team.map((member) => member.userId),
    OFFER_UPDATED_EVENT,
    payload,
  );
}
