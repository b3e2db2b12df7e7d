// Offers of the active company: create a draft from a template for one application, change its
// terms while it is a draft (or awaits approval), list and read them, and preview a letter.
import type { CreateOfferInput, OfferListQuery, UpdateOfferInput } from '@hireloop/shared/offers';
import { EDITABLE_OFFER_STATUSES } from '@hireloop/shared/offers';
import type { PayPeriod } from '@hireloop/shared/opportunities';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { applicationEvents, offers, users } from '#server/db/schema.ts';
import { conflict, notFound, validation } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import type { Transaction } from '../applications/application-submission.ts';
import { attachFromLibrary } from '../files/files.service.ts';
import { lockCompanyApplication } from '../pipeline/decisions.service.ts';
import type { CompanyActor } from '../pipeline/pipeline.policy.ts';
import { expireDueOffers } from './offer-expiry.ts';
import { findOfferTemplate } from './offer-templates.service.ts';
import { loadOfferView, type OfferView, renderLetter, selectOfferViews } from './offer-views.ts';
import * as offersPolicy from './offers.policy.ts';

export const OFFER_NOT_FOUND = 'The offer was not found.';

/** Statuses in which an application already has its offer (a new one would compete with it). */
const OPEN_STATUSES = ['draft', 'pending_approval', 'sent', 'accepted'];

const todayUtc = () => new Date().toISOString().slice(0, 10);

function checkDates(terms: { start_date?: string; expires_on?: string }) {
  if (terms.expires_on !== undefined && terms.expires_on < todayUtc()) {
    throw validation({ expires_on: ['The expires on must be a date after or equal to today.'] });
  }
}

/** An offer timeline event on its application. */
export async function recordOfferEvent(
  tx: Transaction,
  offer: { id: number; applicationId: number },
  status: string,
  actorUserId: number | null,
  extra: Record<string, unknown> = {},
) {
  await tx.insert(applicationEvents).values({
    applicationId: offer.applicationId,
    actorUserId,
    kind: 'offer',
    data: { offer_id: offer.id, status, ...extra },
  });
}

export async function findCompanyOffer(db: Database, actor: CompanyActor, id: number): Promise<OfferView> {
  offersPolicy.authorize(actor.company, 'manage');
  await expireDueOffers(db, and(eq(offers.companyId, actor.company.id), eq(offers.id, id))!);
  const view = await loadOfferView(db, and(eq(offers.id, id), eq(offers.companyId, actor.company.id))!);
  if (!view) throw notFound(OFFER_NOT_FOUND);
  return view;
}

/** The offer row of the active company, locked for a change. */
export async function lockCompanyOffer(tx: Transaction, companyId: number, id: number) {
  const [row] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.id, id), eq(offers.companyId, companyId)))
    .for('update');
  if (!row) throw notFound(OFFER_NOT_FOUND);
  return row;
}

export async function listCompanyOffers(db: Database, actor: CompanyActor, query: OfferListQuery) {
  offersPolicy.authorize(actor.company, 'manage');
  await expireDueOffers(db, eq(offers.companyId, actor.company.id));
  const where = and(
    eq(offers.companyId, actor.company.id),
    query.status ? eq(offers.status, query.status) : undefined,
    query.application_id ? eq(offers.applicationId, query.application_id) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectOfferViews(db)
      .where(where)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(offers).where(where),
  ]);
  return { rows, total };
}

export async function createOffer(
  db: Database,
  actor: CompanyActor,
  input: CreateOfferInput,
): Promise<OfferView> {
  offersPolicy.authorize(actor.company, 'manage');
  checkDates(input);
  const id = await db.transaction(async (tx) => {
    const application = await lockCompanyApplication(tx, actor.company.id, input.application_id);
    if (application.status === 'withdrawn' || application.status === 'disqualified') {
      throw validation({ application_id: ['Offers can only be made to candidates in the pipeline.'] });
    }
    const [open] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.applicationId, application.id), inArray(offers.status, OPEN_STATUSES)))
      .limit(1);
    if (open) throw validation({ application_id: ['This candidate already has an open offer.'] });
    const template = await findOfferTemplate(tx, actor.company, input.template_id);
    const [row] = await tx
      .insert(offers)
      .values({
        companyId: actor.company.id,
        applicationId: application.id,
        candidateUserId: application.candidateUserId,
        templateId: template.id,
        payAmountCents: input.pay_amount_cents,
        payPeriod: input.pay_period,
        startDate: input.start_date,
        expiresOn: input.expires_on,
        location: input.location ?? '',
        managerName: input.manager_name ?? '',
        bodyHtml: template.bodyHtml,
        createdBy: actor.userId,
      })
      .returning({ id: offers.id, applicationId: offers.applicationId });
    const offer = row!;
    if (input.library_model_has_file_id) {
      const attachmentId = await attachFromLibrary(tx, actor.company.id, input.library_model_has_file_id, {
        modelType: 'offer',
        modelId: offer.id,
        field: 'library_model_has_file_id',
      });
      await tx.update(offers).set({ attachmentId }).where(eq(offers.id, offer.id));
    }
    await recordOfferEvent(tx, offer, 'draft', actor.userId);
    return offer.id;
  });
  return findCompanyOffer(db, actor, id);
}

export async function updateOffer(
  db: Database,
  actor: CompanyActor,
  id: number,
  input: UpdateOfferInput,
): Promise<OfferView> {
  offersPolicy.authorize(actor.company, 'manage');
  checkDates(input);
  await db.transaction(async (tx) => {
    const row = await lockCompanyOffer(tx, actor.company.id, id);
    if (!EDITABLE_OFFER_STATUSES.includes(row.status as never)) {
      throw conflict('This offer was sent and can no longer be changed. Withdraw it and make a new one.');
    }
    const template =
      input.template_id !== undefined ? await findOfferTemplate(tx, actor.company, input.template_id) : null;
    let attachmentId: number | null | undefined;
    if (input.library_model_has_file_id !== undefined) {
      attachmentId = input.library_model_has_file_id
        ? await attachFromLibrary(tx, actor.company.id, input.library_model_has_file_id, {
            modelType: 'offer',
            modelId: row.id,
            field: 'library_model_has_file_id',
          })
        : null;
    }
    await tx
      .update(offers)
      .set({
        ...(template ? { templateId: template.id, bodyHtml: template.bodyHtml } : {}),
        ...(input.pay_amount_cents !== undefined ? { payAmountCents: input.pay_amount_cents } : {}),
        ...(input.pay_period !== undefined ? { payPeriod: input.pay_period } : {}),
        ...(input.start_date !== undefined ? { startDate: input.start_date } : {}),
        ...(input.expires_on !== undefined ? { expiresOn: input.expires_on } : {}),
        ...(input.location !== undefined ? { location: input.location } : {}),
        ...(input.manager_name !== undefined ? { managerName: input.manager_name } : {}),
        ...(attachmentId !== undefined ? { attachmentId } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(offers.id, row.id));
  });
  return findCompanyOffer(db, actor, id);
}

/** The letter as the candidate would get it, with their real values, before anything is saved. */
export async function previewOffer(
  db: Database,
  actor: CompanyActor,
  input: Omit<CreateOfferInput, 'library_model_has_file_id'>,
): Promise<string> {
  offersPolicy.authorize(actor.company, 'manage');
  const template = await findOfferTemplate(db, actor.company, input.template_id);
  const application = await db.transaction((tx) =>
    lockCompanyApplication(tx, actor.company.id, input.application_id),
  );
  const [candidate] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, application.candidateUserId));
  return renderLetter(template.bodyHtml, {
    candidateName: `${candidate?.firstName ?? ''} ${candidate?.lastName ?? ''}`.trim(),
    opportunityTitle: application.opportunityTitle,
    companyName: application.companyName,
    payAmountCents: input.pay_amount_cents,
    payPeriod: input.pay_period as PayPeriod,
    startDate: input.start_date,
    expiresOn: input.expires_on,
    location: input.location ?? '',
    managerName: input.manager_name ?? '',
  });
}
