// Scorecards in the demo (issue 19): both interviewers of Northwind's completed video interview
// submitted theirs, so its rating state is settled and the pipeline shows the aggregate; the
// completed in-person interview keeps "scores needed". Idempotent (one scorecard per person).
import { DEFAULT_SCORECARD } from '@hireloop/shared/interview-scorecards';
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { interviewScorecards, interviews } from '../schema.ts';
import { findDemoRoomInterview } from './demo-interview-room.ts';
import type { DemoLogin } from './demo-login.ts';

const ratings = (values: (1 | 2 | 3 | 4 | null)[]) =>
  Object.fromEntries(DEFAULT_SCORECARD.map((attribute, index) => [attribute.id, values[index] ?? null]));

export async function seedDemoInterviewScorecards(db: Database): Promise<DemoLogin[]> {
  const interview = await findDemoRoomInterview(db);
  if (!interview) return [];
  const { recruiter, manager, at } = interview;
  await db.transaction(async (tx) => {
    await tx
      .insert(interviewScorecards)
      .values([
        {
          interviewId: interview.id,
          userId: recruiter,
          ratings: ratings([4, 4, 4, 3, 3, 4]),
          notes: 'Calm and friendly under pressure; handled the rush-hour scenario with a clear plan.',
          recommendation: 'strong_yes',
          submittedAt: at(50),
        },
        {
          interviewId: interview.id,
          userId: manager,
          ratings: ratings([3, 3, 4, 2, 3, null]),
          notes: 'Great decorating portfolio; bread experience is thin. Check references on reliability.',
          recommendation: 'yes',
          submittedAt: at(55),
        },
      ])
      .onConflictDoNothing();
    await tx.update(interviews).set({ ratingState: 'unknown' }).where(eq(interviews.id, interview.id));
  });
  return [];
}
