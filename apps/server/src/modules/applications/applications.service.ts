// A candidate's side of applying: apply (or save a draft), finish a draft, withdraw one or all.
// Each change is one transaction, which also queues its notifications and realtime events.
import {
  type ApplicationStatus,
  type CreateApplicationInput,
  KNOCKOUT_MESSAGE,
  type UpdateApplicationInput,
} from '@hireloop/shared/applications';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/execute.ts';
import { applicationEvents, applications, users } from '#server/db/schema.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import type { NotifyContext } from '../notifications/notify.ts';
import {
  checkedAnswers,
  loadOpportunityForApplying,
  type Submission,
  submitApplication,
  type Transaction,
} from './application-submission.ts';
import { announceNewApplication, broadcastApplicationStatus } from './application-updates.ts';
import * as applicationsPolicy from './applications.policy.ts';
import {
  APPLICATION_NOT_FOUND,
  applicationKeyCondition,
  findOwnApplication,
} from './applications-query.service.ts';

export const DUPLICATE_APPLICATION = 'You have already applied to this opportunity.';
export const DUPLICATE_DRAFT =
  'You already started an application for this opportunity. Finish it from My Applications.';

export interface Applied {
  application: Awaited<ReturnType<typeof findOwnApplication>>;
  /** The respectful knockout message, or a confirmation. */
  message: string;
}

async function assertNotApplied(tx: Transaction, opportunityId: number, candidateUserId: number) {
  const [existing] = await tx
    .select({ status: applications.status })
    .from(applications)
    .where(
      and(eq(applications.opportunityId, opportunityId), eq(applications.candidateUserId, candidateUserId)),
    )
    .limit(1);
  if (existing) throw conflict(existing.status === 'draft' ? DUPLICATE_DRAFT : DUPLICATE_APPLICATION);
}

function resultMessage(submission: Submission | null): string {
  if (!submission) return 'Your application was saved. You can finish it any time from My Applications.';
  return submission.status === 'disqualified' ? KNOCKOUT_MESSAGE : 'Your application was sent.';
}

/** In the submitting transaction: the company hears about a live application (a knocked-out one stays quiet). */
async function announce(ctx: NotifyContext, submission: Submission | null, candidateUserId: number) {
  if (submission?.status !== 'active') return;
  const application = await findOwnApplication(ctx.db, candidateUserId, String(submission.applicationId));
  const [candidate] = await ctx.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, candidateUserId));
  await announceNewApplication(ctx, {
    applicationId: application.id,
    companyId: application.companyId,
    candidateName: `${candidate?.firstName ?? ''} ${candidate?.lastName ?? ''}`.trim(),
    opportunityTitle: application.opportunityTitle,
  });
}

/** POST /api/applications. 409 when the candidate already has one for the opportunity. */
export async function applyToOpportunity(
  ctx: NotifyContext,
  candidateUserId: number,
  input: CreateApplicationInput,
): Promise<Applied> {
  const submission = await ctx.db
    .transaction(async (tx) => {
      const opportunity = await loadOpportunityForApplying(tx, input.opportunity_id);
      await assertNotApplied(tx, opportunity.id, candidateUserId);
      const check = checkedAnswers(opportunity, input.answers, input.submit);
      const [created] = await tx
        .insert(applications)
        .values({
          opportunityId: opportunity.id,
          companyId: opportunity.companyId,
          candidateUserId,
          status: 'draft',
          answers: check.answers,
        })
        .returning({ id: applications.id });
      const application = { id: created!.id, candidateUserId };
      const submitted = input.submit ? await submitApplication(tx, application, opportunity, check) : null;
      // Told in the same transaction (decision 029).
      await announce({ ...ctx, db: tx }, submitted, candidateUserId);
      return { id: application.id, submitted };
    })
    .catch((error: unknown) => {
      // Two requests at once: the unique index decides, the loser gets the same 409.
      if (isUniqueViolation(error)) throw conflict(DUPLICATE_APPLICATION);
      throw error;
    });
  return {
    application: await findOwnApplication(ctx.db, candidateUserId, String(submission.id)),
    message: resultMessage(submission.submitted),
  };
}

/** The application row, locked for the change, or 404 when it is not the candidate's. */
async function lockOwnApplication(tx: Transaction, candidateUserId: number, key: string) {
  const [row] = await tx
    .select({
      id: applications.id,
      opportunityId: applications.opportunityId,
      status: applications.status,
      currentStepId: applications.currentStepId,
      answers: applications.answers,
    })
    .from(applications)
    .where(and(applicationKeyCondition(key), eq(applications.candidateUserId, candidateUserId)))
    .for('update');
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return { ...row, status: row.status as ApplicationStatus };
}

/** PUT /api/applications/{id}: change a draft's answers and optionally send it. */
export async function updateDraft(
  ctx: NotifyContext,
  candidateUserId: number,
  key: string,
  input: UpdateApplicationInput,
): Promise<Applied> {
  const result = await ctx.db.transaction(async (tx) => {
    const current = await lockOwnApplication(tx, candidateUserId, key);
    applicationsPolicy.authorize(current.status, 'edit');
    const opportunity = await loadOpportunityForApplying(tx, current.opportunityId);
    const check = checkedAnswers(opportunity, input.answers ?? current.answers, input.submit);
    const application = { id: current.id, candidateUserId };
    if (input.submit) {
      const submitted = await submitApplication(tx, application, opportunity, check);
      await announce({ ...ctx, db: tx }, submitted, candidateUserId);
      return { id: current.id, submitted };
    }
    await tx
      .update(applications)
      .set({ answers: check.answers, updatedAt: sql`now()` })
      .where(eq(applications.id, current.id));
    return { id: current.id, submitted: null };
  });
  return {
    application: await findOwnApplication(ctx.db, candidateUserId, String(result.id)),
    message: resultMessage(result.submitted),
  };
}

/** POST /api/applications/{id}/withdraw: a draft or live application leaves the pipeline. */
export async function withdrawApplication(ctx: NotifyContext, candidateUserId: number, key: string) {
  const id = await ctx.db.transaction(async (tx) => {
    const current = await lockOwnApplication(tx, candidateUserId, key);
    applicationsPolicy.authorize(current.status, 'withdraw');
    await tx
      .update(applications)
      .set({
        status: 'withdrawn',
        withdrawnAt: sql`now()`,
        lastActivityAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(applications.id, current.id));
    await tx.insert(applicationEvents).values({
      applicationId: current.id,
      actorUserId: candidateUserId,
      kind: 'withdrawn',
      fromStepId: current.currentStepId,
      data: { previous_status: current.status },
    });
    const application = await findOwnApplication(tx, candidateUserId, String(current.id));
    await broadcastApplicationStatus({ ...ctx, db: tx }, [
      { applicationId: current.id, candidateUserId, status: 'withdrawn', stepName: application.stepName },
    ]);
    return current.id;
  });
  return findOwnApplication(ctx.db, candidateUserId, String(id));
}

/**
 * Withdraws every draft and live application of a user at once (POST
 * /api/users/{id}/withdraw-applications, owned by the profiles module). Returns the ids withdrawn.
 */
export async function withdrawAllApplications(db: Database, userId: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const withdrawn = await tx
      .update(applications)
      .set({
        status: 'withdrawn',
        withdrawnAt: sql`now()`,
        lastActivityAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(applications.candidateUserId, userId), inArray(applications.status, ['draft', 'active'])))
      .returning({ id: applications.id, stepId: applications.currentStepId });
    if (withdrawn.length > 0) {
      await tx.insert(applicationEvents).values(
        withdrawn.map((row) => ({
          applicationId: row.id,
          actorUserId: userId,
          kind: 'withdrawn',
          fromStepId: row.stepId,
          data: { all: true },
        })),
      );
    }
    return withdrawn.map((row) => row.id);
  });
}
