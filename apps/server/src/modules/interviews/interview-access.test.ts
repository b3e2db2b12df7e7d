// SPEC.md §6 interview access, every endpoint against every role: participants (the candidate, the
// interviewer, whoever scheduled it), Manager and above, Company Admins (and enterprise roles acting
// as them) may see; other company people get 403 `interviews.not_participant`; everyone else 404.
import { beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, placeApplication } from '#server-test/application-factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import type { TestClient } from '#server-test/http-client.ts';
import { INTERVIEW_ACTORS, type InterviewActor, interviewActorsOf } from '#server-test/interview-actors.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';

const {
  ctx,
  companies: [company, other],
} = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');
const { candidate, interviewer: interviewerMember, clientOf } = await interviewActorsOf(ctx, company, other);
const HOUR = 3_600_000;
let interviewId: number;
let posted: Awaited<ReturnType<typeof createTestOpportunity>>;
let hours = 200;

const ACTORS = INTERVIEW_ACTORS;
type ActorName = InterviewActor;

async function scheduleOne(): Promise<number> {
  const person = await createCandidate(ctx);
  const application = await placeApplication(ctx, posted, person.user.id, { step: 1 });
  hours += 2;
  const response = await company.members.Recruiter.client.post('/api/interviews', {
    application_id: application.id,
    interviewer_ids: [interviewerMember.user.id],
    location: 'in_person',
    location_details: '1 Bakery Lane',
    duration_minutes: 30,
    scheduling: 'fixed',
    start_time: new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR).toISOString(),
    timezone: 'UTC',
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

beforeAll(async () => {
  posted = await createTestOpportunity(ctx.database.db, company.id);
  const application = await placeApplication(ctx, posted, candidate.user.id, {
    step: 1,
  });
  const response = await company.members.Recruiter.client.post('/api/interviews', {
    application_id: application.id,
    interviewer_ids: [interviewerMember.user.id],
    location: 'web_conference',
    duration_minutes: 30,
    scheduling: 'fixed',
    start_time: new Date(Math.ceil(Date.now() / HOUR) * HOUR + 150 * HOUR).toISOString(),
    timezone: 'UTC',
  });
  interviewId = response.json().id;
});

// Expected status per actor, in ACTORS order.
const NOT_PARTICIPANT = 403;
const reads: Array<[string, (client: TestClient) => Promise<{ statusCode: number }>, number[]]> = [
  [
    'read by id',
    (c) => c.get(`/api/interviews/${interviewId}`),
    [200, 200, 200, NOT_PARTICIPANT, 200, 200, 404, 404],
  ],
];

describe.each(ACTORS)('as %s', (actor) => {
  it.each(reads)('%s', async (_name, call, statuses) => {
    const response = await call(clientOf(actor));
    expect(response.statusCode).toBe(statuses[ACTORS.indexOf(actor)]);
    if (response.statusCode === 403) {
      expect((response as unknown as { json(): { message: string } }).json().message).toBe(
        'interviews.not_participant',
      );
    }
  });

  it('reschedules only as Recruiter and above of the company', async () => {
    const id = await scheduleOne();
    hours += 2;
    const response = await clientOf(actor).put(`/api/interviews/${id}`, { duration_minutes: 45 });
    const expected: Record<ActorName, number> = {
      'Company Admin': 200,
      Manager: 200,
      'Recruiter (organizer)': 200,
      'Team Member': 403,
      'Team Member (interviewer)': 403,
      candidate: 404,
      'another candidate': 404,
      'other company': 404,
    };
    expect(response.statusCode).toBe(expected[actor]);
  });

  it('cancels only as Recruiter and above; outcome by company-side viewers', async () => {
    const id = await scheduleOne();
    const cancel = await clientOf(actor).post(`/api/interviews/${id}/cancel`, {});
    const expected: Record<ActorName, number> = {
      'Company Admin': 200,
      Manager: 200,
      'Recruiter (organizer)': 200,
      'Team Member': 403,
      'Team Member (interviewer)': 403,
      candidate: 404,
      'another candidate': 404,
      'other company': 404,
    };
    expect(cancel.statusCode).toBe(expected[actor]);
    const outcome = await clientOf(actor).post(`/api/interviews/${await scheduleOne()}/status`, {
      status: 'completed',
    });
    const outcomeExpected: Record<ActorName, number> = {
      // 422: it has not started yet; the point is that they may try.
      'Company Admin': 422,
      Manager: 422,
      'Recruiter (organizer)': 422,
      'Team Member': 403,
      'Team Member (interviewer)': 422,
      // Not the interviewee of this one.
      candidate: 404,
      'another candidate': 404,
      'other company': 404,
    };
    expect(outcome.statusCode).toBe(outcomeExpected[actor]);
  });
});

describe('the candidate', () => {
  it('reads it by uuid too, from their side', async () => {
    const byId = (await candidate.client.get(`/api/interviews/${interviewId}`)).json();
    const byUuid = await candidate.client.get(`/api/interviews/${byId.uuid}`);
    expect(byUuid.statusCode).toBe(200);
    expect(byUuid.json().join_url).toBe(`/interviews/${byId.uuid}`);
    expect(byUuid.json().abilities).toEqual({ update: false, cancel: false, set_outcome: false });
  });

  it('answers 404 for an unknown or malformed key', async () => {
    expect((await candidate.client.get('/api/interviews/999999999')).statusCode).toBe(404);
    expect((await candidate.client.get('/api/interviews/not-a-key')).statusCode).toBe(404);
  });
});
