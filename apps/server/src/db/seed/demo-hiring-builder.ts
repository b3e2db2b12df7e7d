// The hiring data of a demo company: opportunities (published and draft) with applicants in every
// pipeline step, one candidate's own applications and a conversation with that candidate. Used by
// the seed (Northwind Bakery) and by the demo site's throwaway sandboxes (modules/demo).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  applicationEvents,
  applications,
  candidateProfiles,
  conversations,
  messages,
  opportunities,
  pipelineSteps,
  users,
} from '../schema.ts';

const STEPS = ['Applied', 'Phone Screen', 'Interview', 'Offer', 'Hired'];

interface DemoOpening {
  title: string;
  status: 'published' | 'draft';
  location: string;
  remote: boolean;
  employmentType: string;
  payMin: number;
  payMax: number;
  description: string;
}

const OPENINGS: DemoOpening[] = [
  {
    title: 'Barista',
    status: 'published',
    location: 'Portland, OR',
    remote: false,
    employmentType: 'part_time',
    payMin: 18,
    payMax: 22,
    description:
      'Pull great espresso, greet regulars by name and keep the morning rush moving. We train you on our single-origin menu.',
  },
  {
    title: 'Pastry Chef',
    status: 'published',
    location: 'Portland, OR',
    remote: false,
    employmentType: 'full_time',
    payMin: 24,
    payMax: 30,
    description:
      'Lead the laminated dough program: croissants, morning buns and seasonal tarts. Early starts, weekends rotate.',
  },
  {
    title: 'Shift Lead',
    status: 'published',
    location: 'Beaverton, OR',
    remote: false,
    employmentType: 'full_time',
    payMin: 21,
    payMax: 25,
    description: 'Run the floor for a shift: open or close the store, coach the team and own the cash count.',
  },
  {
    title: 'Delivery Driver',
    status: 'published',
    location: 'Portland, OR',
    remote: false,
    employmentType: 'contract',
    payMin: 19,
    payMax: 23,
    description: 'Bring wholesale orders to cafés across the city in our van. Clean driving record required.',
  },
  {
    title: 'Social Media Coordinator',
    status: 'draft',
    location: '',
    remote: true,
    employmentType: 'part_time',
    payMin: 20,
    payMax: 26,
    description: 'Tell the story of the bakery on Instagram and TikTok. Photography skills a plus.',
  },
];

const APPLICANTS = [
  ['Avery', 'Johnson', 'espresso, latte art, customer service'],
  ['Jordan', 'Lee', 'baking, lamination, food safety'],
  ['Riley', 'Martinez', 'cash handling, scheduling, coaching'],
  ['Morgan', 'Chen', 'delivery, route planning, customer service'],
  ['Quinn', 'Okafor', 'espresso, inventory'],
  ['Harper', 'Nguyen', 'pastry, decorating, food safety'],
  ['Sage', 'Patel', 'team leadership, opening and closing'],
  ['Rowan', 'Garcia', 'driving, logistics'],
  ['Emerson', 'Silva', 'espresso, customer service'],
  ['Finley', 'Kowalski', 'baking, bread'],
] as const;

export async function ensureDemoApplicant(
  db: Database,
  firstName: string,
  lastName: string,
  skills: string,
  passwordHash: string,
) {
  const email = `${firstName}.${lastName}@applicants.hireloop.example`.toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return existing.id;
  const [user] = await db
    .insert(users)
    .values({ firstName, lastName, email, emailVerifiedAt: new Date(), passwordHash })
    .returning({ id: users.id });
  const skillList = skills.split(', ');
  await db.insert(candidateProfiles).values({
    userId: user!.id,
    headline: `${skillList[0]![0]!.toUpperCase()}${skillList[0]!.slice(1)} professional`,
    location: 'Portland, OR',
    desiredRoles: ['Barista', 'Pastry Chef'],
    skills: skillList,
    summary: `Hospitality worker with experience in ${skills}.`,
    onboardingCompletedAt: new Date(),
    searchVector: sql`setweight(to_tsvector('english', ${`${firstName} ${lastName}`}), 'A') || setweight(to_tsvector('english', ${skills}), 'B')`,
  });
  return user!.id;
}

export interface DemoHiringInput {
  companyId: number;
  /** The candidate with applications and a conversation (the demo candidate, a sandbox's candidate). */
  candidateUserId: number;
  candidateFirstName: string;
  /** Who wrote the company's messages. */
  recruiterUserId: number | null;
  /** Other applicants spread over the pipelines (ensureDemoApplicant). */
  applicantIds: number[];
}

/** The applicants of every demo company (shared people; ensured once). */
export async function ensureDemoApplicants(db: Database, passwordHash: string): Promise<number[]> {
  const ids: number[] = [];
  for (const [first, last, skills] of APPLICANTS) {
    ids.push(await ensureDemoApplicant(db, first, last, skills, passwordHash));
  }
  return ids;
}

/** Inserts the company's opportunities, pipelines, applications and conversation in one transaction. */
export async function insertDemoHiring(db: Database, input: DemoHiringInput): Promise<void> {
  await db.transaction(async (tx) => {
    const stepIdsByOpening: number[][] = [];
    const openingIds: number[] = [];
    for (const [index, opening] of OPENINGS.entries()) {
      const publishedAt =
        opening.status === 'published' ? new Date(Date.now() - (index + 2) * 86_400_000) : null;
      const [row] = await tx
        .insert(opportunities)
        .values({
          companyId: input.companyId,
          title: opening.title,
          description: `<p>${opening.description}</p>`,
          descriptionText: opening.description,
          location: opening.location,
          remote: opening.remote,
          employmentType: opening.employmentType,
          payMin: opening.payMin,
          payMax: opening.payMax,
          payPeriod: 'hour',
          schedule:
            opening.employmentType === 'part_time' ? 'Weekday mornings' : 'Full-time, rotating weekends',
          screeningQuestions: [
            {
              id: 'q-authorized',
              type: 'yes_no',
              question: 'Are you authorized to work in the US?',
              knockout_answer: 'no',
            },
          ],
          openings: 1 + (index % 2),
          status: opening.status,
          publishedAt,
        })
        .returning({ id: opportunities.id });
      openingIds.push(row!.id);
      const steps = await tx
        .insert(pipelineSteps)
        .values(STEPS.map((name, position) => ({ opportunityId: row!.id, name, position })))
        .returning({ id: pipelineSteps.id });
      stepIdsByOpening.push(steps.map((step) => step.id));
    }

    // Applicants spread over the published openings so every step holds someone.
    const placements = input.applicantIds.flatMap((userId, index) => [
      { userId, opening: index % 4, step: index % STEPS.length },
      { userId, opening: (index + 1) % 4, step: (index + 2) % 4 },
    ]);
    placements.push(
      { userId: input.candidateUserId, opening: 0, step: 1 },
      { userId: input.candidateUserId, opening: 1, step: 0 },
    );
    const now = Date.now();
    const inserted = await tx
      .insert(applications)
      .values(
        placements.map((placement, index) => {
          const appliedAt = new Date(now - (index % 9) * 86_400_000 - 3_600_000);
          return {
            opportunityId: openingIds[placement.opening]!,
            companyId: input.companyId,
            candidateUserId: placement.userId,
            status: placement.step === STEPS.length - 1 ? 'hired' : 'active',
            currentStepId: stepIdsByOpening[placement.opening]![placement.step]!,
            answers: [{ question_id: 'q-authorized', answer: 'yes' }],
            submittedAt: appliedAt,
            createdAt: appliedAt,
            lastActivityAt: new Date(Math.min(now, appliedAt.getTime() + placement.step * 3_600_000)),
          };
        }),
      )
      .returning({
        id: applications.id,
        stepId: applications.currentStepId,
        createdAt: applications.createdAt,
      });
    await tx.insert(applicationEvents).values(
      inserted.flatMap((application, index) => {
        const placement = placements[index]!;
        const steps = stepIdsByOpening[placement.opening]!;
        const applied = {
          applicationId: application.id,
          kind: 'applied',
          toStepId: steps[0]!,
          createdAt: application.createdAt,
        };
        if (placement.step === 0) return [applied];
        return [
          applied,
          {
            applicationId: application.id,
            kind: 'moved',
            fromStepId: steps[0]!,
            toStepId: application.stepId,
            data: { decision: 'next-step' },
            createdAt: new Date(application.createdAt.getTime() + 3_600_000),
          },
        ];
      }),
    );

    const [conversation] = await tx
      .insert(conversations)
      .values({ companyId: input.companyId, candidateUserId: input.candidateUserId })
      .returning({ id: conversations.id });
    await tx.insert(messages).values([
      {
        conversationId: conversation!.id,
        senderUserId: input.recruiterUserId,
        senderSide: 'company',
        content: `Hi ${input.candidateFirstName}! Thanks for applying to be a Barista. Are you free for a quick phone call this week?`,
        createdAt: new Date(now - 26 * 3_600_000),
      },
      {
        conversationId: conversation!.id,
        senderUserId: input.candidateUserId,
        senderSide: 'candidate',
        content: 'Hi! Yes, Thursday afternoon works well for me.',
        createdAt: new Date(now - 25 * 3_600_000),
      },
      {
        conversationId: conversation!.id,
        senderUserId: input.recruiterUserId,
        senderSide: 'company',
        content: 'Great, I will send an invite. Talk soon!',
        createdAt: new Date(now - 2 * 3_600_000),
      },
    ]);
    await tx
      .update(conversations)
      .set({ lastMessageAt: new Date(now - 2 * 3_600_000) })
      .where(eq(conversations.id, conversation!.id));
  });
}
