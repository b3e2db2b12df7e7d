// The candidate panel's recordings (issue 19): Managers and Admins list the recordings of an
// application's interviews (others 403, another tenant 404, paginated); and an abandoned recording
// (its tab closed mid-way) stops counting as live, so the indicator goes out and others may record.
import { RECORDING_LIMITS } from '@hireloop/shared/interview-recordings';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { interviewRecordings } from '#server/db/schema.ts';
import { INTERVIEW_ACTORS, interviewAppForThisFile } from '#server-test/interview-actors.ts';
import {
  putChunk,
  scheduleRecordedInterview,
  startVideoRecording,
} from '#server-test/recording-factories.ts';

const { ctx, company, candidate, interviewer, clientOf } = await interviewAppForThisFile();
const recruiter = company.members.Recruiter.client;
let interview: { id: number; uuid: string };
let applicationId: number;
let recordingId: number;

beforeAll(async () => {
  interview = await scheduleRecordedInterview(
    ctx,
    company,
    { candidateUserId: candidate.user.id, interviewerUserId: interviewer.user.id },
    'always',
  );
  applicationId = (await recruiter.get(`/api/interviews/${interview.id}`)).json().application_id;
  recordingId = await startVideoRecording(recruiter, interview.id);
  await putChunk(recruiter, recordingId, 0, Buffer.from('frames'));
});

describe.each(INTERVIEW_ACTORS)('as %s', (actor) => {
  it('lists the application recordings only as Manager or Admin', async () => {
    const response = await clientOf(actor).get(`/api/applications/${applicationId}/recordings`);
    const expected = {
      'Company Admin': 200,
      Manager: 200,
      'Recruiter (organizer)': 403,
      'Team Member': 403,
      'Team Member (interviewer)': 403,
      candidate: 403,
      'another candidate': 403,
      'other company': 404,
    }[actor];
    expect(response.statusCode).toBe(expected);
    if (expected === 200) {
      expect(response.json().data).toEqual([
        expect.objectContaining({ id: recordingId, interview_uuid: interview.uuid, size_bytes: 6 }),
      ]);
      expect(response.json().meta).toMatchObject({ total: 1, current_page: 1 });
    }
  });
});

describe('application recordings input', () => {
  it('answers 422 for bad ids and pages, 404 for unknown applications', async () => {
    const admin = company.members['Company Admin'].client;
    for (const url of ['abc', '0', '1e99', '%00'].map((id) => `/api/applications/${id}/recordings`))
      expect((await admin.get(url)).statusCode, url).toBe(422);
    expect(
      (await admin.get(`/api/applications/${applicationId}/recordings?per_page=100000`)).statusCode,
    ).toBe(422);
    expect((await admin.get('/api/applications/987654321/recordings')).statusCode).toBe(404);
  });
});

describe('an abandoned recording', () => {
  it('is no longer live: the indicator goes out and another interviewer may record', async () => {
    const old = new Date(Date.now() - RECORDING_LIMITS.staleAfterMs - 1000);
    await ctx.database.db
      .update(interviewRecordings)
      .set({ lastChunkAt: old })
      .where(eq(interviewRecordings.id, recordingId));
    const state = (await candidate.client.get(`/api/interviews/${interview.id}/recordings`)).json();
    expect(state.active).toBeNull();
    const next = await startVideoRecording(interviewer.client, interview.id);
    const [abandoned] = await ctx.database.db
      .select()
      .from(interviewRecordings)
      .where(eq(interviewRecordings.id, recordingId));
    expect(abandoned?.status).toBe('completed');
    const live = (await candidate.client.get(`/api/interviews/${interview.id}/recordings`)).json();
    expect(live.active.id).toBe(next);
  });
});
