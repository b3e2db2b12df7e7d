// POST /api/company-candidates/bulk: move, disqualify or message up to 100 applications, all or
// nothing. Every id must be a sent application of the active company (else 404, nothing changes);
// the rows are locked and changed with one UPDATE and one multi-row INSERT of timeline events.
import type { BulkActionInput } from '@hireloop/shared/pipeline';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { applicationEvents, applications, opportunities, pipelineSteps } from '#server/db/schema.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import type { Transaction } from '../applications/application-submission.ts';
import { announceCandidateUpdates, type CandidateUpdate } from '../applications/application-updates.ts';
import { disqualifyOpenInterviews } from '../interviews/interview-scheduling.service.ts';
import { sendCompanyMessage } from '../messages/messages.service.ts';
import type { NotifyContext } from '../notifications/notify.ts';
import { followHires } from '../profiles/candidate-status.service.ts';
import { statusAt } from './decision-rules.ts';
import { lockCompanyApplications } from './decisions.service.ts';
import type { CompanyActor } from './pipeline.policy.ts';
import * as pipelinePolicy from './pipeline.policy.ts';

export const SOME_NOT_FOUND = 'Some of the selected candidates were not found.';

type Locked = Awaited<ReturnType<typeof lockApplications>>[number];

async function lockApplications(tx: Transaction, companyId: number, ids: readonly number[]) {
  const rows = await lockCompanyApplications(tx, companyId, ids);
  if (rows.length !== ids.length) throw notFound(SOME_NOT_FOUND);
  return rows;
}

function refuseWithdrawn(rows: readonly Locked[], verb: string) {
  if (rows.some((row) => row.status === 'withdrawn')) {
    throw validation({ application_ids: [`Candidates who withdrew cannot be ${verb}.`] });
  }
}

interface BulkOutcome {
  updates: CandidateUpdate[];
  /** Candidates to message after the commit (one message per person). */
  messageTo: number[];
  affected: number;
}

async function moveAll(
  tx: Transaction,
  actor: CompanyActor,
  rows: Locked[],
  toStepId: number,
): Promise<BulkOutcome> {
  refuseWithdrawn(rows, 'moved');
  const [target] = await tx
    .select({ id: pipelineSteps.id, name: pipelineSteps.name, opportunityId: pipelineSteps.opportunityId })
    .from(pipelineSteps)
    .innerJoin(opportunities, eq(opportunities.id, pipelineSteps.opportunityId))
    .where(and(eq(pipelineSteps.id, toStepId), eq(opportunities.companyId, actor.company.id)));
  if (!target) throw notFound('This step was not found.');
  if (rows.some((row) => row.opportunityId !== target.opportunityId)) {
    throw validation({ to_step_id: ["The step must belong to every selected candidate's opportunity."] });
  }
  const steps = await tx
    .select({ id: pipelineSteps.id, name: pipelineSteps.name })
    .from(pipelineSteps)
    .where(eq(pipelineSteps.opportunityId, target.opportunityId))
    .orderBy(asc(pipelineSteps.position), asc(pipelineSteps.id));
  const status = statusAt(
    steps,
    steps.findIndex((step) => step.id === target.id),
  );
  const moving = rows.filter((row) => row.currentStepId !== target.id || row.status !== status);
  if (moving.length === 0) return { updates: [], messageTo: [], affected: 0 };
  const positions = new Map(steps.map((step, index) => [step.id, index]));
  const targetIndex = positions.get(target.id) ?? 0;
  await tx
    .update(applications)
    .set({
      status,
      currentStepId: target.id,
      disqualifyReason: null,
      lastActivityAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      inArray(
        applications.id,
        moving.map((row) => row.id),
      ),
    );
  await tx.insert(applicationEvents).values(
    moving.map((row) => ({
      applicationId: row.id,
      actorUserId: actor.userId,
      kind: status === 'hired' ? 'hired' : 'moved',
      fromStepId: row.currentStepId,
      toStepId: target.id,
      data: { bulk: true, ...(row.status === 'disqualified' ? { reinstated: true } : {}) },
    })),
  );
  // Those this move hires end their search (profiles snoozed in the same transaction); hires moved back get their snooze undone.
  const snoozed = await followHires(
    tx,
    moving.map((row) => ({
      applicationId: row.id,
      userId: row.candidateUserId,
      from: row.status,
      to: status,
    })),
  );
  return {
    affected: moving.length,
    messageTo: [],
    updates: moving.map((row) => ({
      applicationId: row.id,
      candidateUserId: row.candidateUserId,
      companyName: row.companyName,
      opportunityTitle: row.opportunityTitle,
      status,
      stepName: target.name,
      snoozedUntil: row.status !== 'hired' ? snoozed.get(row.candidateUserId) : undefined,
      change:
        status === 'hired'
          ? 'hired'
          : row.status === 'disqualified'
            ? 'reinstated'
            : (positions.get(row.currentStepId ?? -1) ?? 0) > targetIndex
              ? 'moved_back'
              : 'moved_forward',
    })),
  };
}

async function disqualifyAll(
  tx: Transaction,
  actor: CompanyActor,
  rows: Locked[],
  input: { reason: string; message?: string | null | undefined },
): Promise<BulkOutcome> {
  refuseWithdrawn(rows, 'disqualified');
  // Already disqualified candidates are left as they are (and not told twice).
  const targets = rows.filter((row) => row.status !== 'disqualified');
  const message = input.message?.trim() || null;
  if (targets.length > 0) {
    await tx
      .update(applications)
      .set({
        status: 'disqualified',
        disqualifyReason: input.reason,
        lastActivityAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        inArray(
          applications.id,
          targets.map((row) => row.id),
        ),
      );
    await tx.insert(applicationEvents).values(
      targets.map((row) => ({
        applicationId: row.id,
        actorUserId: actor.userId,
        kind: 'disqualified',
        fromStepId: row.currentStepId,
        toStepId: row.currentStepId,
        data: { decision: 'disqualify', reason: input.reason, bulk: true, ...(message ? { message } : {}) },
      })),
    );
    // Their open interviews become Disqualified and free the interviewers' time.
    await disqualifyOpenInterviews(
      tx,
      targets.map((row) => row.id),
    );
    // Disqualified hires: the snooze each caused is undone.
    await followHires(
      tx,
      targets.map((row) => ({
        applicationId: row.id,
        userId: row.candidateUserId,
        from: row.status,
        to: 'disqualified',
      })),
    );
  }
  return {
    affected: targets.length,
    messageTo: message ? targets.map((row) => row.candidateUserId) : [],
    updates: targets.map((row) => ({
      applicationId: row.id,
      candidateUserId: row.candidateUserId,
      companyName: row.companyName,
      opportunityTitle: row.opportunityTitle,
      status: 'disqualified',
      stepName: null,
      change: 'disqualified',
    })),
  };
}

async function recordMessages(tx: Transaction, actor: CompanyActor, rows: Locked[]): Promise<BulkOutcome> {
  await tx
    .update(applications)
    .set({ lastActivityAt: sql`now()` })
    .where(
      inArray(
        applications.id,
        rows.map((row) => row.id),
      ),
    );
  await tx.insert(applicationEvents).values(
    rows.map((row) => ({
      applicationId: row.id,
      actorUserId: actor.userId,
      kind: 'message_sent',
      data: { bulk: true },
    })),
  );
  return { affected: rows.length, messageTo: rows.map((row) => row.candidateUserId), updates: [] };
}

const RESULT_MESSAGES: Record<BulkActionInput['action'], (n: number) => string> = {
  move: (n) => `${n} candidate${n === 1 ? ' was' : 's were'} moved.`,
  disqualify: (n) => `${n} candidate${n === 1 ? ' was' : 's were'} disqualified.`,
  message: (n) => `Your message was sent to ${n} candidate${n === 1 ? '' : 's'}.`,
};

export async function runBulkAction(ctx: NotifyContext, actor: CompanyActor, input: BulkActionInput) {
  if (input.action === 'message') pipelinePolicy.authorize(actor.company, 'messageCandidate');
  else pipelinePolicy.authorize(actor.company, 'moveCandidate');
  if (input.action === 'disqualify' && input.message?.trim())
    pipelinePolicy.authorize(actor.company, 'messageCandidate');

  const outcome = await ctx.db.transaction(async (tx) => {
    const rows = await lockApplications(tx, actor.company.id, input.application_ids);
    const done =
      input.action === 'move'
        ? await moveAll(tx, actor, rows, input.to_step_id)
        : input.action === 'disqualify'
          ? await disqualifyAll(tx, actor, rows, input)
          : await recordMessages(tx, actor, rows);
    // Told in the same transaction (decision 029).
    await announceCandidateUpdates({ ...ctx, db: tx }, done.updates, { channels: 'all' });
    return done;
  });

  const content =
    input.action === 'message' ? input.content : input.action === 'disqualify' ? input.message : null;
  let failed = 0;
  if (content?.trim()) {
    for (const candidateUserId of new Set(outcome.messageTo)) {
      try {
        await sendCompanyMessage(ctx, {
          companyId: actor.company.id,
          candidateUserId,
          senderUserId: actor.userId,
          content,
        });
      } catch (error) {
        failed += 1;
        ctx.log?.error({ err: error, candidateUserId }, 'pipeline: bulk message failed');
      }
    }
  }
  const affected = input.action === 'message' ? new Set(outcome.messageTo).size - failed : outcome.affected;
  return {
    affected,
    message: RESULT_MESSAGES[input.action](affected),
    ...(failed > 0
      ? { warning: `The message could not be sent to ${failed} candidate${failed === 1 ? '' : 's'}.` }
      : {}),
  };
}
