// The pipeline's scores of one candidate (issue 19 "Scorecards"): "scores needed" for everyone who
// sees the candidate; the aggregate of the submitted scorecards for Managers/Admins, and for
// others only once they submitted a scorecard on one of the candidate's interviews (no anchoring).
import {
  type CandidateScores,
  RECOMMENDATIONS,
  type Recommendation,
  scorecardAverage,
} from '@hireloop/shared/interview-scorecards';
import type { Database } from '#server/db/client.ts';
import { applicationScorecards } from '../interviews/interview-scorecards.service.ts';
import { seesScoresWithoutSubmitting } from '../interviews/interviews.policy.ts';
import { findCompanyApplication } from './candidate-panel.service.ts';
import type { CompanyActor } from './pipeline.policy.ts';

export async function readCandidateScores(
  db: Database,
  actor: CompanyActor,
  applicationId: number,
): Promise<CandidateScores> {
  await findCompanyApplication(db, actor, applicationId);
  const { scoresNeeded, scorecards } = await applicationScorecards(db, applicationId);
  if (scorecards.length === 0) {
    return { scores_needed: scoresNeeded, aggregate: null, hidden_reason: 'none_submitted' };
  }
  const visible =
    seesScoresWithoutSubmitting(actor.company) || scorecards.some((card) => card.userId === actor.userId);
  if (!visible) return { scores_needed: scoresNeeded, aggregate: null, hidden_reason: 'submit_first' };
  const recommendations = Object.fromEntries(RECOMMENDATIONS.map((key) => [key, 0])) as Record<
    Recommendation,
    number
  >;
  const ratings: Record<string, number | null> = {};
  scorecards.forEach((card, index) => {
    recommendations[card.recommendation as Recommendation] += 1;
    for (const [id, value] of Object.entries(card.ratings)) ratings[`${index}:${id}`] = value;
  });
  return {
    scores_needed: scoresNeeded,
    aggregate: { scorecards: scorecards.length, average: scorecardAverage(ratings), recommendations },
    hidden_reason: null,
  };
}
