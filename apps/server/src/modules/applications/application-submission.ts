// The rules of applying, inside the caller's transaction: the opportunity must be open, answers
// must fit its screening questions, and sending puts the application on the first pipeline step
// (or disqualifies it at once when an answer is a knockout answer).
import { type AnswerCheck, type ApplicationAnswer, checkAnswers } from '@hireloop/shared/applications';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  applicationEvents,
  applications,
  companies,
  opportunities,
  pipelineSteps,
  type ScreeningQuestionRow,
} from '#server/db/schema.ts';
import { notFound, validation } from '#server/lib/errors.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const OPPORTUNITY_NOT_FOUND = 'This opportunity was not found.';
export const NOT_ACCEPTING_APPLICATIONS = 'This opportunity is not accepting applications right now.';

export interface OpportunityForApplying {
  id: number;
  companyId: number;
  companyName: string;
  title: string;
  screeningQuestions: ScreeningQuestionRow[];
  firstStepId: number | null;
}

/**
 * A published opportunity with its first step. Drafts are private to their company (404); paused
 * and closed ones are public knowledge but take no applications (422).
 */
export async function loadOpportunityForApplying(
  tx: Transaction,
  opportunityId: number,
): Promise<OpportunityForApplying> {
  const [row] = await tx
    .select({
      id: opportunities.id,
      companyId: opportunities.companyId,
      companyName: companies.name,
      title: opportunities.title,
      status: opportunities.status,
      screeningQuestions: opportunities.screeningQuestions,
    })
    .from(opportunities)
    .innerJoin(companies, eq(companies.id, opportunities.companyId))
    .where(eq(opportunities.id, opportunityId))
    .limit(1);
  if (!row || row.status === 'draft') throw notFound(OPPORTUNITY_NOT_FOUND);
  if (row.status !== 'published') throw validation({ opportunity_id: [NOT_ACCEPTING_APPLICATIONS] });
  const [firstStep] = await tx
    .select({ id: pipelineSteps.id })
    .from(pipelineSteps)
    .where(eq(pipelineSteps.opportunityId, opportunityId))
    .orderBy(asc(pipelineSteps.position), asc(pipelineSteps.id))
    .limit(1);
  const { status: _status, ...opportunity } = row;
  return { ...opportunity, firstStepId: firstStep?.id ?? null };
}

/** Checked, canonical answers; 422 with `answers.<question_id>` errors when any does not fit. */
export function checkedAnswers(
  opportunity: OpportunityForApplying,
  answers: readonly ApplicationAnswer[],
  submit: boolean,
): AnswerCheck {
  const check = checkAnswers(opportunity.screeningQuestions, answers, { complete: submit });
  if (Object.keys(check.errors).length > 0) throw validation(check.errors);
  return check;
}

export interface Submission {
  applicationId: number;
  status: 'active' | 'disqualified';
}

/**
 * Sends a draft: `active` on the first step with an `applied` event, or, when an answer is a
 * knockout answer, `disqualified` at once (the timeline shows both the application and why).
 */
export async function submitApplication(
  tx: Transaction,
  application: { id: number; candidateUserId: number },
  opportunity: OpportunityForApplying,
  check: AnswerCheck,
): Promise<Submission> {
  const applicationId = application.id;
  const knockedOut = check.knockedOutBy.length > 0;
  const questions = opportunity.screeningQuestions.filter((q) => check.knockedOutBy.includes(q.id));
  const status = knockedOut ? 'disqualified' : 'active';
  await tx
    .update(applications)
    .set({
      status,
      answers: check.answers,
      currentStepId: opportunity.firstStepId,
      disqualifyReason: knockedOut
        ? `Screening: ${questions.map((q) => `“${q.question}”`).join(', ')}`
        : null,
      submittedAt: sql`now()`,
      lastActivityAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(applications.id, applicationId));
  await tx.insert(applicationEvents).values([
    {
      applicationId,
      actorUserId: application.candidateUserId,
      kind: 'applied',
      toStepId: opportunity.firstStepId,
      data: {},
    },
    ...(knockedOut
      ? [
          {
            applicationId,
            kind: 'knocked_out',
            data: { question_ids: check.knockedOutBy, questions: questions.map((q) => q.question) },
          },
        ]
      : []),
  ]);
  return { applicationId, status };
}
