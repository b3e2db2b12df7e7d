// Demo offers (issue 20) at Northwind Bakery: every company's default letter template, a sent
// offer waiting for the demo candidate (their Barista application), and an accepted, signed offer
// whose hire (Quinn Okafor, hired as a Barista) is part way through onboarding.
import { fullName } from '@hireloop/shared/people';
import { and, eq, sql } from 'drizzle-orm';
import { sha256 } from '#server/lib/crypto.ts';
import { DEFAULT_OFFER_TEMPLATE_BODY } from '#server/modules/offers/default-offer-template.ts';
import { ensureDefaultOfferTemplate } from '#server/modules/offers/offer-templates.service.ts';
import { renderLetter } from '#server/modules/offers/offer-views.ts';
import { startOnboarding } from '#server/modules/onboarding/onboarding-start.ts';
import type { Database } from '../client.ts';
import {
  applicationEvents,
  applications,
  companies,
  notifications,
  offerLetterTemplates,
  offers,
  onboardingTasks,
  opportunities,
  users,
} from '../schema.ts';
import { DEMO_CANDIDATE_EMAIL } from './demo-candidate.ts';
import type { DemoLogin } from './demo-login.ts';

const DAY_MS = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

async function applicationOf(db: Database, companyId: number, email: string, title: string) {
  const [row] = await db
    .select({
      id: applications.id,
      candidateUserId: applications.candidateUserId,
      firstName: users.firstName,
      lastName: users.lastName,
      location: opportunities.location,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.candidateUserId))
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .where(and(eq(applications.companyId, companyId), eq(users.email, email), eq(opportunities.title, title)))
    .limit(1);
  return row;
}

export async function seedDemoOffers(db: Database): Promise<DemoLogin[]> {
  const [northwind] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.name, 'Northwind Bakery'));
  if (!northwind) return [];
  const [already] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.companyId, northwind.id))
    .limit(1);
  if (already) return [];
  const casey = await applicationOf(db, northwind.id, DEMO_CANDIDATE_EMAIL, 'Barista');
  const quinn = await applicationOf(db, northwind.id, 'quinn.okafor@applicants.hireloop.example', 'Barista');
  if (!casey || !quinn) return [];
  const [recruiter] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'recruiter@hireloop.example'));

  await db.transaction(async (tx) => {
    await ensureDefaultOfferTemplate(tx, northwind.id);
    const [template] = await tx
      .select({ id: offerLetterTemplates.id })
      .from(offerLetterTemplates)
      .where(eq(offerLetterTemplates.companyId, northwind.id))
      .limit(1);
    const terms = (person: typeof casey, startDate: string, expiresOn: string, payAmountCents: number) => ({
      candidateName: fullName(person),
      opportunityTitle: 'Barista',
      companyName: northwind.name,
      payAmountCents,
      payPeriod: 'hour' as const,
      startDate,
      expiresOn,
      location: person.location,
      managerName: 'Morgan Manager',
    });

    // Waiting for the demo candidate: open /offers/{uuid} from the dev mailbox or the notification.
    const pending = terms(casey, dateIn(21), dateIn(7), 1950);
    const pendingLetter = renderLetter(DEFAULT_OFFER_TEMPLATE_BODY, pending);
    const [sent] = await tx
      .insert(offers)
      .values({
        companyId: northwind.id,
        applicationId: casey.id,
        candidateUserId: casey.candidateUserId,
        templateId: template?.id ?? null,
        status: 'sent',
        payAmountCents: pending.payAmountCents,
        payPeriod: 'hour',
        startDate: pending.startDate,
        expiresOn: pending.expiresOn,
        location: pending.location,
        managerName: pending.managerName,
        bodyHtml: DEFAULT_OFFER_TEMPLATE_BODY,
        letterHtml: pendingLetter,
        documentHash: sha256(pendingLetter),
        createdBy: recruiter?.id ?? null,
        sentAt: new Date(Date.now() - 3_600_000),
      })
      .returning({ id: offers.id, uuid: offers.uuid });
    await tx.insert(notifications).values({
      userId: casey.candidateUserId,
      type: 'offer',
      title: `Offer letter from ${northwind.name}`,
      body: `${northwind.name} sent you an offer for Barista. Read and accept it by ${pending.expiresOn}.`,
      link: `/offers/${sent!.uuid}`,
      data: { offer_uuid: sent!.uuid, status: 'sent' },
    });

    // Signed last week; onboarding started, one task of three done.
    const accepted = terms(quinn, dateIn(5), dateIn(-2), 2050);
    const acceptedLetter = renderLetter(DEFAULT_OFFER_TEMPLATE_BODY, accepted);
    const [signed] = await tx
      .insert(offers)
      .values({
        companyId: northwind.id,
        applicationId: quinn.id,
        candidateUserId: quinn.candidateUserId,
        templateId: template?.id ?? null,
        status: 'accepted',
        payAmountCents: accepted.payAmountCents,
        payPeriod: 'hour',
        startDate: accepted.startDate,
        expiresOn: accepted.expiresOn,
        location: accepted.location,
        managerName: accepted.managerName,
        bodyHtml: DEFAULT_OFFER_TEMPLATE_BODY,
        letterHtml: acceptedLetter,
        documentHash: sha256(acceptedLetter),
        createdBy: recruiter?.id ?? null,
        sentAt: new Date(Date.now() - 8 * DAY_MS),
        respondedAt: new Date(Date.now() - 6 * DAY_MS),
        acceptedName: fullName(quinn),
        acceptedIp: '203.0.113.24',
        acceptedUserAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148',
      })
      .returning({ id: offers.id });

    await tx.insert(applicationEvents).values([
      {
        applicationId: casey.id,
        actorUserId: recruiter?.id ?? null,
        kind: 'offer',
        data: { offer_id: sent!.id, status: 'sent' },
      },
      {
        applicationId: quinn.id,
        actorUserId: recruiter?.id ?? null,
        kind: 'offer',
        data: { offer_id: signed!.id, status: 'sent' },
      },
      {
        applicationId: quinn.id,
        actorUserId: quinn.candidateUserId,
        kind: 'offer',
        data: { offer_id: signed!.id, status: 'accepted' },
      },
    ]);
    const onboardingId = await startOnboarding(tx, {
      id: signed!.id,
      companyId: northwind.id,
      candidateUserId: quinn.candidateUserId,
      startDate: accepted.startDate,
    });
    await tx
      .update(onboardingTasks)
      .set({ completedAt: sql`now() - interval '5 days'` })
      .where(and(eq(onboardingTasks.onboardingId, onboardingId), eq(onboardingTasks.position, 0)));
  });
  return [];
}
