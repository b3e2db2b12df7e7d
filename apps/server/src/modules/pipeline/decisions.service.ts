// POST /api/applications/{id}/decision: one decision on one application, as one transaction (the
// application row is locked, the change and its timeline event written together; a hire also
// snoozes the candidate's profile in it). The candidate is told in that transaction (decision 029);
// an optional note goes to them as a company message of its own after it (the decision stands if
// the note fails).
import type { ApplicationStatus, Decision } from '@hireloop/shared/applications';
import type { DecisionInput } from '@hireloop/shared/pipeline';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { applicationEvents, applications, companies, opportunities } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import type { Transaction } from '../applications/application-submission.ts';
import { announceCandidateUpdates } from '../applications/application-updates.ts';
import { disqualifyOpenInterviews } from '../interviews/interview-scheduling.service.ts';
import { sendCompanyMessage } from '../messages/messages.service.ts';
import type { NotifyContext } from '../notifications/notify.ts';
import { followHires } from '../profiles/candidate-status.service.ts';
import { CANDIDATE_NOT_FOUND, listSteps } from './candidate-panel.service.ts';
import { type DecisionPlan, planDecision } from './decision-rules.ts';
import type { CompanyActor } from './pipeline.policy.ts';
import * as pipelinePolicy from './pipeline.policy.ts';

export const DECISION_MESSAGES: Record<Decision, string> = {
  'no-decision': 'Your review was recorded.',
  'next-step': 'The candidate was moved to the next step.',
  'next-step-immediately': 'The candidate was moved to the next step and notified.',
  disqualify: 'The candidate was disqualified.',
  'previous-step': 'The candidate was moved back.',
};

export const MESSAGE_NOT_SENT =
  'The decision was saved, but the message could not be sent. Try again from Messages.';

/**
 * Sent applications of the active company, locked for a change, in id order (the same lock order
 * for every writer). Drafts and other companies' applications are simply not returned.
 */
export async function lockCompanyApplications(tx: Transaction, companyId: number, ids: readonly number[]) {
  const rows = await tx
    .select({
      id: applications.id,
      status: applications.status,
      currentStepId: applications.currentStepId,
      opportunityId: applications.opportunityId,
      candidateUserId: applications.candidateUserId,
      opportunityTitle: opportunities.title,
      companyName: companies.name,
    })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(
      and(
        eq(applications.companyId, companyId),
        inArray(applications.id, [...ids]),
        ne(applications.status, 'draft'),
      ),
    )
    .orderBy(asc(applications.id))
    .for('update', { of: applications });
  return rows.map((row) => ({ ...row, status: row.status as ApplicationStatus }));
}

/** One sent application of the active company, locked for the change; drafts and others' are 404. */
export async function lockCompanyApplication(tx: Transaction, companyId: number, applicationId: number) {
  const [row] = await lockCompanyApplications(tx, companyId, [applicationId]);
  if (!row) throw notFound(CANDIDATE_NOT_FOUND);
  return row;
}

type LockedApplication = Awaited<ReturnType<typeof lockCompanyApplication>>;

/**
 * Writes a planned change of one locked application: the row, its timeline event and what a hire
 * (or undoing one) does to the candidate's profile. Decisions and accepted offers both go through
 * here, so a hire is one rule. Returns until when a hire snoozed the candidate's profile.
 */
export async function applyDecisionPlan(
  tx: Transaction,
  input: {
    current: LockedApplication;
    plan: DecisionPlan;
    actorUserId: number | null;
    /** Set when disqualifying (the reason, or null); undefined keeps the stored one. */
    reason?: string | null | undefined;
    data: Record<string, unknown>;
  },
): Promise<Date | undefined> {
  const { current, plan, reason } = input;
  await tx
    .update(applications)
    .set({
      status: plan.status,
      currentStepId: plan.step?.id ?? current.currentStepId,
      // Disqualifying records why; leaving the disqualified state clears it.
      ...(reason !== undefined ? { disqualifyReason: reason } : {}),
      ...(plan.status !== 'disqualified' ? { disqualifyReason: null } : {}),
      lastActivityAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(applications.id, current.id));
  await tx.insert(applicationEvents).values({
    applicationId: current.id,
    actorUserId: input.actorUserId,
    kind: plan.kind,
    fromStepId: current.currentStepId,
    toStepId: plan.step?.id ?? null,
    data: input.data,
  });
  // A disqualified candidate's open interviews become Disqualified and free the interviewers' time.
  if (plan.status === 'disqualified') await disqualifyOpenInterviews(tx, [current.id]);
  // A hire ends the candidate's search (their profile is snoozed with it); undoing it undoes that.
  const snoozed = await followHires(tx, [
    { applicationId: current.id, userId: current.candidateUserId, from: current.status, to: plan.status },
  ]);
  return snoozed.get(current.candidateUserId);
}

export interface DecisionOutcome {
  applicationId: number;
  status: ApplicationStatus;
  step: { id: number; name: string } | null;
  message: string;
  warning?: string;
}

export async function decideApplication(
  ctx: NotifyContext,
  actor: CompanyActor,
  applicationId: number,
  input: DecisionInput,
): Promise<DecisionOutcome> {
  pipelinePolicy.authorize(actor.company, 'moveCandidate');
  const note = input.message?.trim() || null;
  if (note) pipelinePolicy.authorize(actor.company, 'messageCandidate');

  const outcome = await ctx.db.transaction(async (tx) => {
    const current = await lockCompanyApplication(tx, actor.company.id, applicationId);
    const steps = await listSteps(tx, current.opportunityId);
    const plan = planDecision(current, steps, input.decision);
    const reason = input.decision === 'disqualify' ? (input.reason ?? null) : undefined;
    const snoozedUntil = await applyDecisionPlan(tx, {
      current,
      plan,
      actorUserId: actor.userId,
      reason,
      data: {
        decision: input.decision,
        ...(input.reason ? { reason: input.reason } : {}),
        ...(note ? { message: note } : {}),
      },
    });
    // Told in the same transaction (decision 029): nothing is announced for a decision rolled back.
    if (plan.change) {
      await announceCandidateUpdates(
        { ...ctx, db: tx },
        [
          {
            applicationId: current.id,
            candidateUserId: current.candidateUserId,
            companyName: current.companyName,
            opportunityTitle: current.opportunityTitle,
            status: plan.status,
            stepName: plan.step?.name ?? null,
            change: plan.change,
            snoozedUntil,
          },
        ],
        { channels: input.decision === 'next-step' ? 'in_app_only' : 'all' },
      );
    }
    return { current, plan };
  });

  const { current, plan } = outcome;
  const result: DecisionOutcome = {
    applicationId: current.id,
    status: plan.status,
    step: plan.step,
    message: DECISION_MESSAGES[input.decision],
  };
  if (note) {
    try {
      await sendCompanyMessage(ctx, {
        companyId: actor.company.id,
        candidateUserId: current.candidateUserId,
        senderUserId: actor.userId,
        content: note,
      });
    } catch (error) {
      // The decision stands; the team is told the message did not go out.
      ctx.log?.error({ err: error, applicationId: current.id }, 'pipeline: decision message failed');
      result.warning = MESSAGE_NOT_SENT;
    }
  }
  return result;
}
