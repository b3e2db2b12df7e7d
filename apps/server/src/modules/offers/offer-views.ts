// Offers with what every screen shows of them (candidate, opportunity, author, attachment,
// onboarding), read in one query however many; and the values their letters are merged with.
import {
  formatLetterDate,
  formatOfferPay,
  type MergeValues,
  type OfferStatus,
  renderMergeFields,
} from '@hireloop/shared/offers';
import type { PayPeriod } from '@hireloop/shared/opportunities';
import { fullName } from '@hireloop/shared/people';
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import {
  applications,
  companies,
  files,
  modelHasFiles,
  offers,
  onboardings,
  opportunities,
  users,
} from '#server/db/schema.ts';

const creators = alias(users, 'offer_creators');

export function selectOfferViews(db: Database) {
  return db
    .select({
      offer: offers,
      candidate: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      opportunity: { id: opportunities.id, title: opportunities.title, location: opportunities.location },
      company: { id: companies.id, name: companies.name, avatarPath: companies.avatarPath },
      creator: { id: creators.id, firstName: creators.firstName, lastName: creators.lastName },
      attachment: {
        id: modelHasFiles.id,
        libraryModelHasFileId: modelHasFiles.libraryModelHasFileId,
        currentName: modelHasFiles.currentName,
        mimeType: files.mimeType,
        sizeBytes: files.sizeBytes,
      },
      onboardingId: onboardings.id,
    })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.candidateUserId))
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .leftJoin(creators, eq(creators.id, offers.createdBy))
    .leftJoin(modelHasFiles, eq(modelHasFiles.id, offers.attachmentId))
    .leftJoin(files, eq(files.id, modelHasFiles.fileId))
    .leftJoin(onboardings, eq(onboardings.offerId, offers.id))
    .$dynamic();
}

export type OfferView = Awaited<ReturnType<ReturnType<typeof selectOfferViews>['execute']>>[number];

export async function loadOfferView(db: Database, where: SQL): Promise<OfferView | undefined> {
  const [row] = await selectOfferViews(db).where(where).limit(1);
  return row;
}

export interface LetterTerms {
  candidateName: string;
  opportunityTitle: string;
  companyName: string;
  payAmountCents: number;
  payPeriod: PayPeriod;
  startDate: string;
  expiresOn: string;
  location: string;
  managerName: string;
}

export function mergeValuesOf(terms: LetterTerms): MergeValues {
  return {
    candidate_name: terms.candidateName,
    opportunity_title: terms.opportunityTitle,
    company_name: terms.companyName,
    start_date: formatLetterDate(terms.startDate),
    pay: formatOfferPay(terms.payAmountCents, terms.payPeriod),
    location: terms.location,
    manager: terms.managerName,
    expiry_date: formatLetterDate(terms.expiresOn),
  };
}

export function renderLetter(bodyHtml: string, terms: LetterTerms): string {
  return renderMergeFields(bodyHtml, mergeValuesOf(terms));
}

export function termsOfView(view: OfferView): LetterTerms {
  const { offer } = view;
  return {
    candidateName: fullName(view.candidate),
    opportunityTitle: view.opportunity.title,
    companyName: view.company.name,
    payAmountCents: offer.payAmountCents,
    payPeriod: offer.payPeriod as PayPeriod,
    startDate: offer.startDate,
    expiresOn: offer.expiresOn,
    location: offer.location,
    managerName: offer.managerName,
  };
}

/** What the candidate sees: the frozen letter once sent, else the draft rendered now. */
export function letterOfView(view: OfferView): string {
  return view.offer.letterHtml ?? renderLetter(view.offer.bodyHtml, termsOfView(view));
}

export const offerStatusOf = (view: OfferView) => view.offer.status as OfferStatus;
