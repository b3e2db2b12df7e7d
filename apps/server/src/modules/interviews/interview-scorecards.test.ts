// Interview scorecards (issue 19): who submits and who reads them (every role, another tenant 404),
// the no-anchoring rule, rating_state needs_scores → unknown, the pipeline's per-candidate
// aggregate, the opportunity's own scorecard (and its template's), and bad input (422, nothing
// half-written).
import { DEFAULT_SCORECARD } from '@hireloop/shared/interview-scorecards';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { interviewScorecards, interviews } from '#server/db/schema.ts';
import {
  INTERVIEW_ACTORS,
  type InterviewActor,
  interviewAppForThisFile,
} from '#server-test/interview-actors.ts';
import { scheduleTestInterview } from '#server-test/interview-factories.ts';

const { ctx, company, candidate, interviewer, clientOf } = await interviewAppForThisFile();
const HOUR = 3_600_000;

const ACTORS = INTERVIEW_ACTORS;
type ActorName = InterviewActor;

const recruiter = () => company.members.Recruiter;
const allRated = (value: 1 | 2 | 3 | 4 | null = 3) =>
  Object.fromEntries(DEFAULT_SCORECARD.map((attribute) => [attribute.id, value]));
const validBody = (value: 1 | 2 | 3 | 4 | null = 3) => ({
  ratings: allRated(value),
  notes: 'Warm with customers; sharp on follow-up questions.',
  recommendation: 'yes',
});

/** A web-conference interview of a fresh application; the Recruiter schedules it. */
const schedule = (options: { interviewerIds?: number[]; scorecard?: unknown[] } = {}) =>
  scheduleTestInterview(ctx, company, {
    candidateUserId: candidate.user.id,
    interviewerIds: options.interviewerIds ?? [interviewer.user.id],
    scorecard: options.scorecard,
  });

/** Tests control time through the data: the interview happened an hour ago. */
async function moveIntoThePast(id: number) {
  await ctx.database.db
    .update(interviews)
    .set({ startTime: new Date(Date.now() - HOUR), endTime: new Date(Date.now() - HOUR / 2) })
    .where(eq(interviews.id, id));
}

async function scorecardCount(interviewId: number, userId?: number) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(interviewScorecards)
    .where(
      and(
        eq(interviewScorecards.interviewId, interviewId),
        userId === undefined ? undefined : eq(interviewScorecards.userId, userId),
      ),
    );
  return row?.n ?? 0;
}

const ratingState = async (id: number) =>
  (await recruiter().client.get(`/api/interviews/${id}`)).json().rating_state as string;

beforeAll(async () => {});

describe('who reads and submits their own scorecard', () => {
  let interview: { id: number };
  beforeAll(async () => {
    interview = await schedule();
  });

  const READ: Record<ActorName, number> = {
    'Company Admin': 200,
    Manager: 200,
    'Recruiter (organizer)': 200,
    'Team Member': 403,
    'Team Member (interviewer)': 200,
    candidate: 403,
    'another candidate': 404,
    'other company': 404,
  };
  const SUBMIT: Record<ActorName, number> = { ...READ, 'Company Admin': 403, Manager: 403 };

  it.each(ACTORS)('as %s', async (actor) => {
    const read = await clientOf(actor).get(`/api/interviews/${interview.id}/scorecard`);
    expect(read.statusCode).toBe(READ[actor]);
    if (read.statusCode === 200) {
      expect(read.json()).toMatchObject({
        attributes: DEFAULT_SCORECARD,
        rating_state: 'unknown',
        may_submit: SUBMIT[actor] === 200,
      });
    }
    const before = await scorecardCount(interview.id);
    const submitted = await clientOf(actor).put(`/api/interviews/${interview.id}/scorecard`, validBody());
    expect(submitted.statusCode).toBe(SUBMIT[actor]);
    if (submitted.statusCode === 200) {
      expect(submitted.json()).toMatchObject({ recommendation: 'yes', average: 3, ratings: allRated() });
      const own = await clientOf(actor).get(`/api/interviews/${interview.id}/scorecard`);
      expect(own.json().scorecard).toMatchObject({ notes: validBody().notes, recommendation: 'yes' });
    } else {
      expect(await scorecardCount(interview.id)).toBe(before);
    }
  });
});

describe('reading the others (no anchoring)', () => {
  let interview: { id: number };
  beforeAll(async () => {
    interview = await schedule({ interviewerIds: [interviewer.user.id, recruiter().user.id] });
  });

  it('shows every scorecard to Managers and Admins, and to a participant once they submitted', async () => {
    const list = (actor: ActorName) => clientOf(actor).get(`/api/interviews/${interview.id}/scorecards`);
    const early = await list('Recruiter (organizer)');
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('Submit your own scorecard to see the others.');
    expect((await list('Manager')).json()).toMatchObject({ data: [], meta: { total: 0 } });

    expect(
      (await recruiter().client.put(`/api/interviews/${interview.id}/scorecard`, validBody(4))).statusCode,
    ).toBe(200);
    const after = await list('Recruiter (organizer)');
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toHaveLength(1);
    expect(after.json().data[0]).toMatchObject({ author: { id: recruiter().user.id }, average: 4 });
    expect((await list('Team Member (interviewer)')).statusCode).toBe(403);

    const expected: Record<ActorName, number> = {
      'Company Admin': 200,
      Manager: 200,
      'Recruiter (organizer)': 200,
      'Team Member': 403,
      'Team Member (interviewer)': 403,
      candidate: 403,
      'another candidate': 404,
      'other company': 404,
    };
    for (const actor of ACTORS)
      expect([actor, (await list(actor)).statusCode]).toEqual([actor, expected[actor]]);
  });
});

describe('rating state and the pipeline', () => {
  it('needs scores from completion until every interviewer submitted; the pipeline aggregates', async () => {
    const interview = await schedule({ interviewerIds: [interviewer.user.id, recruiter().user.id] });
    expect(await ratingState(interview.id)).toBe('unknown');
    const before = (await recruiter().client.get('/api/company-candidates?per_page=100')).json();
    expect(before.data.find((row: { id: number }) => row.id === interview.applicationId).scores_needed).toBe(
      false,
    );
    await moveIntoThePast(interview.id);
    await company.members.Manager.client.post(`/api/interviews/${interview.id}/status`, {
      status: 'completed',
    });
    expect(await ratingState(interview.id)).toBe('needs_scores');

    const scores = (actor: ActorName) =>
      clientOf(actor).get(`/api/applications/${interview.applicationId}/scores`);
    // The candidate list (board cards and rows) marks the application while scores are needed; read
    // before each change too, so a cached page that missed the change would show here.
    const listed = async () => {
      const page = (await recruiter().client.get('/api/company-candidates?per_page=100')).json();
      return page.data.find((row: { id: number }) => row.id === interview.applicationId)?.scores_needed;
    };
    expect(await listed()).toBe(true);
    expect((await scores('Manager')).json()).toEqual({
      scores_needed: true,
      aggregate: null,
      hidden_reason: 'none_submitted',
    });

    await recruiter().client.put(`/api/interviews/${interview.id}/scorecard`, {
      ...validBody(4),
      recommendation: 'strong_yes',
    });
    expect(await ratingState(interview.id)).toBe('needs_scores');
    expect((await scores('Team Member (interviewer)')).json()).toMatchObject({
      scores_needed: true,
      aggregate: null,
      hidden_reason: 'submit_first',
    });
    expect((await scores('Manager')).json().aggregate).toMatchObject({ scorecards: 1, average: 4 });

    const ratings = { ...allRated(2), [DEFAULT_SCORECARD[0]!.id]: null };
    await interviewer.client.put(`/api/interviews/${interview.id}/scorecard`, {
      ratings,
      recommendation: 'no',
    });
    expect(await ratingState(interview.id)).toBe('unknown');
    expect(await listed()).toBe(false);
    expect((await scores('Team Member (interviewer)')).json()).toEqual({
      scores_needed: false,
      aggregate: {
        scorecards: 2,
        // Six 4s and five 2s (one not assessed).
        average: Math.round((34 / 11) * 100) / 100,
        recommendations: { strong_no: 0, no: 1, yes: 0, strong_yes: 1 },
      },
      hidden_reason: null,
    });
    expect((await scores('other company')).statusCode).toBe(404);
    expect((await scores('candidate')).statusCode).toBe(403);

    // Re-submitting replaces the caller's scorecard.
    await interviewer.client.put(`/api/interviews/${interview.id}/scorecard`, validBody(4));
    expect(await scorecardCount(interview.id)).toBe(2);
    expect((await scores('Manager')).json().aggregate).toMatchObject({ scorecards: 2, average: 4 });
  });

  it('is unknown at completion when everyone already submitted', async () => {
    const interview = await schedule();
    await interviewer.client.put(`/api/interviews/${interview.id}/scorecard`, validBody());
    await moveIntoThePast(interview.id);
    await recruiter().client.post(`/api/interviews/${interview.id}/status`, { status: 'completed' });
    expect(await ratingState(interview.id)).toBe('unknown');
  });

  it('refuses scorecards on a cancelled interview', async () => {
    const interview = await schedule();
    await recruiter().client.post(`/api/interviews/${interview.id}/cancel`, {});
    const response = await interviewer.client.put(`/api/interviews/${interview.id}/scorecard`, validBody());
    expect(response.statusCode).toBe(409);
    expect(await scorecardCount(interview.id)).toBe(0);
  });
});

describe("the opportunity's scorecard", () => {
  const custom = [
    { id: 'baking.bread', category: 'Baking', name: 'Bread and pastry' },
    { id: 'team.shifts', category: 'Teamwork', name: 'Early shifts' },
  ];

  it('rates the attributes the opportunity defines', async () => {
    const interview = await schedule({ scorecard: custom });
    const read = await interviewer.client.get(`/api/interviews/${interview.id}/scorecard`);
    expect(read.json().attributes).toEqual(custom);
    const wrong = await interviewer.client.put(`/api/interviews/${interview.id}/scorecard`, validBody());
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(
      expect.arrayContaining(['ratings.baking.bread', `ratings.${DEFAULT_SCORECARD[0]!.id}`]),
    );
    const right = await interviewer.client.put(`/api/interviews/${interview.id}/scorecard`, {
      ratings: { 'baking.bread': 4, 'team.shifts': null },
      recommendation: 'strong_yes',
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ average: 4, notes: '' });
  });

  it('comes from the template and is edited with the opportunity', async () => {
    const admin = company.members['Company Admin'].client;
    const template = await admin.post('/api/opportunity-templates', {
      name: 'Baker',
      title: 'Baker',
      scorecard: custom,
    });
    expect(template.statusCode).toBe(201);
    expect(template.json().scorecard).toEqual(custom);
    const created = await admin.post('/api/opportunities', { template_id: template.json().id });
    expect(created.statusCode).toBe(201);
    expect(created.json().scorecard).toEqual(custom);
    const edited = await admin.put(`/api/opportunities/${created.json().id}`, { scorecard: custom.slice(1) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().scorecard).toEqual(custom.slice(1));
    const duplicate = await admin.put(`/api/opportunities/${created.json().id}`, {
      scorecard: [custom[0], custom[0]],
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toHaveProperty(['scorecard.1.id']);
    const badId = await admin.put(`/api/opportunities/${created.json().id}`, {
      scorecard: [{ id: 'no_dot', category: 'Baking', name: 'Bread' }],
    });
    expect(badId.statusCode).toBe(422);
    expect(badId.json().errors).toHaveProperty(['scorecard.0.id']);
    const added = await admin.put(`/api/opportunities/${created.json().id}`, {
      scorecard: [...custom, { category: 'Baking', name: 'Cakes' }],
    });
    expect(added.json().scorecard[2]).toMatchObject({
      id: expect.stringMatching(/^attribute\./),
      name: 'Cakes',
    });
  });
});

describe('bad input', () => {
  let interview: { id: number };
  beforeAll(async () => {
    interview = await schedule();
  });

  const cases: [string, unknown, string][] = [
    ['a rating above 4', { ...validBody(), ratings: { ...allRated(), 'role-fit.experience': 5 } }, 'ratings'],
    ['a rating of 0', { ...validBody(), ratings: { ...allRated(), 'role-fit.experience': 0 } }, 'ratings'],
    [
      'a text rating',
      { ...validBody(), ratings: { ...allRated(), 'role-fit.experience': 'good' } },
      'ratings',
    ],
    ['an unknown recommendation', { ...validBody(), recommendation: 'maybe' }, 'recommendation'],
    ['no recommendation', { ratings: allRated() }, 'recommendation'],
    ['NUL in the notes', { ...validBody(), notes: 'ok\u0000' }, 'notes'],
    ['huge notes', { ...validBody(), notes: 'x'.repeat(10_001) }, 'notes'],
    ['ratings as a list', { ...validBody(), ratings: [3, 3] }, 'ratings'],
    ['a missing attribute', { ...validBody(), ratings: { 'role-fit.experience': 3 } }, 'ratings.'],
    ['an unknown attribute', { ...validBody(), ratings: { ...allRated(), extra: 3 } }, 'ratings.extra'],
  ];

  it.each(cases)('answers 422 for %s and writes nothing', async (_name, body, field) => {
    const response = await interviewer.client.put(`/api/interviews/${interview.id}/scorecard`, body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).some((key) => key.startsWith(field))).toBe(true);
    expect(await scorecardCount(interview.id)).toBe(0);
  });

  it('answers 404 for an unknown interview', async () => {
    expect((await interviewer.client.get('/api/interviews/999999999/scorecard')).statusCode).toBe(404);
    expect((await interviewer.client.put('/api/interviews/nope/scorecard', validBody())).statusCode).toBe(
      404,
    );
  });
});
