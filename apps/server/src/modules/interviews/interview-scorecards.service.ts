// Interview scorecards (issue 19 "Scorecards", decisions 080–081): each company-side participant
// submits their own (every attribute rated 1–4 or not assessed, notes, a recommendation); the
// interview's rating_state is `needs_scores` from its completion until every interviewer has
// submitted; the others' scorecards are read under the no-anchoring rule.
import type { FieldErrors, PaginationQuery } from '@hireloop/shared/api';
import {
  DEFAULT_SCORECARD,
  type Recommendation,
  type ScorecardAttribute,
  type SubmitScorecard,
  scorecardAverage,
} from '@hireloop/shared/interview-scorecards';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { interviewScorecards, interviews, users } from '#server/db/schema.ts';
import { conflict, forbidden, validation } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import type { Transaction } from '../applications/application-submission.ts';
import { userAvatarUrl } from '../messages/messages.presenter.ts';
import {
  authorizeCompanySide,
  authorizeSubmitScorecard,
  canSubmitScorecard,
  SCORECARDS_SUBMIT_FIRST,
  seesScoresWithoutSubmitting,
} from './interviews.policy.ts';
import { type InterviewView, loadVisibleInterview } from './interviews-query.service.ts';

type Reader = Database | Transaction;

export const SCORECARD_CLOSED = 'Scorecards are for scheduled or completed interviews.';
const SCORABLE_STATUSES = new Set(['scheduled', 'completed']);

/** The opportunity's scorecard, or the default when it defines none. */
export function scorecardOf(view: InterviewView): ScorecardAttribute[] {
  return view.opportunity.scorecard.length > 0 ? view.opportunity.scorecard : DEFAULT_SCORECARD;
}

const scorecardColumns = {
  id: interviewScorecards.id,
  interviewId: interviewScorecards.interviewId,
  ratings: interviewScorecards.ratings,
  notes: interviewScorecards.notes,
  recommendation: interviewScorecards.recommendation,
  submittedAt: interviewScorecards.submittedAt,
  author: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    avatarPath: users.avatarPath,
  },
};
type ScorecardRow = {
  id: number;
  interviewId: number;
  ratings: Record<string, number | null>;
  notes: string;
  recommendation: string;
  submittedAt: Date;
  author: { id: number; firstName: string; lastName: string; avatarPath: string | null };
};

export function presentScorecard(row: ScorecardRow) {
  return {
    id: row.id,
    interview_id: row.interviewId,
    author: {
      id: row.author.id,
      first_name: row.author.firstName,
      last_name: row.author.lastName,
      avatar: userAvatarUrl(row.author),
    },
    ratings: row.ratings as Record<string, 1 | 2 | 3 | 4 | null>,
    notes: row.notes,
    recommendation: row.recommendation as Recommendation,
    average: scorecardAverage(row.ratings),
    submitted_at: row.submittedAt.toISOString(),
  };
}

function selectScorecards(db: Reader) {
  return db
    .select(scorecardColumns)
    .from(interviewScorecards)
    .innerJoin(users, eq(users.id, interviewScorecards.userId));
}

async function ownScorecardRow(db: Reader, interviewId: number, userId: number) {
  const [row] = await selectScorecards(db)
    .where(and(eq(interviewScorecards.interviewId, interviewId), eq(interviewScorecards.userId, userId)))
    .limit(1);
  return row;
}

/** GET /scorecard: the definition, the interview's rating state and the caller's own scorecard. */
export async function readOwnScorecard(db: Database, actor: Actor, key: string) {
  const { view, viewer } = await loadVisibleInterview(db, actor, key);
  authorizeCompanySide(viewer);
  const row = await ownScorecardRow(db, view.interview.id, actor.userId);
  return {
    attributes: scorecardOf(view),
    rating_state: view.interview.ratingState as 'needs_scores' | 'unknown',
    may_submit: canSubmitScorecard(viewer) && SCORABLE_STATUSES.has(view.interview.status),
    scorecard: row ? presentScorecard(row) : null,
  };
}

/** Every attribute rated (1–4 or null) and nothing else: field errors keyed `ratings.{id}`. */
function ratingErrors(attributes: ScorecardAttribute[], ratings: SubmitScorecard['ratings']): FieldErrors {
  const errors: FieldErrors = {};
  const known = new Set(attributes.map((attribute) => attribute.id));
  for (const attribute of attributes) {
    if (!(attribute.id in ratings)) {
      errors[`ratings.${attribute.id}`] = ['Rate this attribute or mark it not assessed.'];
    }
  }
  for (const id of Object.keys(ratings)) {
    if (!known.has(id)) errors[`ratings.${id}`] = ['This attribute is not on the scorecard.'];
  }
  return errors;
}

/**
 * PUT /scorecard: stores (or replaces) the caller's scorecard and recomputes the interview's
 * rating state in one transaction.
 */
export async function submitScorecard(db: Database, actor: Actor, key: string, input: SubmitScorecard) {
  const { view, viewer } = await loadVisibleInterview(db, actor, key);
  authorizeSubmitScorecard(viewer);
  if (!SCORABLE_STATUSES.has(view.interview.status)) throw conflict(SCORECARD_CLOSED);
  const attributes = scorecardOf(view);
  const errors = ratingErrors(attributes, input.ratings);
  if (Object.keys(errors).length > 0) throw validation(errors);
  const interviewId = view.interview.id;
  const values = {
    ratings: input.ratings,
    notes: input.notes,
    recommendation: input.recommendation,
    submittedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    await tx
      .insert(interviewScorecards)
      .values({ interviewId, userId: actor.userId, ...values })
      .onConflictDoUpdate({
        target: [interviewScorecards.interviewId, interviewScorecards.userId],
        set: values,
      });
    await refreshRatingState(tx, [interviewId]);
    const row = await ownScorecardRow(tx, interviewId, actor.userId);
    return presentScorecard(row!);
  });
}

/** GET /scorecards: every submitted scorecard, for Managers/Admins or a participant who submitted. */
export async function listScorecards(db: Database, actor: Actor, key: string, query: PaginationQuery) {
  const { view, viewer } = await loadVisibleInterview(db, actor, key);
  authorizeCompanySide(viewer);
  const interviewId = view.interview.id;
  if (
    !seesScoresWithoutSubmitting(viewer.company) &&
    !(await ownScorecardRow(db, interviewId, actor.userId))
  ) {
    throw forbidden(SCORECARDS_SUBMIT_FIRST);
  }
  const where = eq(interviewScorecards.interviewId, interviewId);
  const [rows, [count]] = await Promise.all([
    selectScorecards(db)
      .where(where)
      .orderBy(asc(interviewScorecards.submittedAt), asc(interviewScorecards.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(interviewScorecards).where(where),
  ]);
  return { attributes: scorecardOf(view), rows: rows.map(presentScorecard), total: count?.total ?? 0 };
}

/**
 * rating_state = `needs_scores` while a completed interview has an interviewer without a
 * scorecard, `unknown` otherwise (decision 081). Called in the transaction of every change to
 * the status or the scorecards.
 */
export async function refreshRatingState(tx: Reader, interviewIds: readonly number[]): Promise<void> {
  if (interviewIds.length === 0) return;
  await tx
    .update(interviews)
    .set({
      ratingState: sql`case when ${interviews.status} = 'completed' and exists (
        select 1 from interview_interviewers ii
        where ii.interview_id = ${interviews.id}
          and not exists (
            select 1 from interview_scorecards s
            where s.interview_id = ii.interview_id and s.user_id = ii.user_id
          )
      ) then 'needs_scores' else 'unknown' end`,
    })
    .where(inArray(interviews.id, [...interviewIds]));
}

/**
 * The pipeline's per-candidate summary: whether an interview of the application still needs
 * scores, and every submitted scorecard of its interviews (the caller decides visibility).
 */
export async function applicationScorecards(db: Reader, applicationId: number) {
  const [needs, rows] = await Promise.all([
    db
      .select({ id: interviews.id })
      .from(interviews)
      .where(and(eq(interviews.applicationId, applicationId), eq(interviews.ratingState, 'needs_scores')))
      .limit(1),
    db
      .select({
        userId: interviewScorecards.userId,
        ratings: interviewScorecards.ratings,
        recommendation: interviewScorecards.recommendation,
      })
      .from(interviewScorecards)
      .innerJoin(interviews, eq(interviews.id, interviewScorecards.interviewId))
      .where(eq(interviews.applicationId, applicationId)),
  ]);
  return { scoresNeeded: needs.length > 0, scorecards: rows };
}
