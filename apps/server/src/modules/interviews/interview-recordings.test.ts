// Interview recordings (issue 19): the consent rules of each preference (always | never | ask),
// who may answer, start, upload, complete and play back (every role, another tenant 404), the
// indicator's events on the presence channel, and the company's default preference.
import {
  RECORDING_CONSENT_EVENT,
  RECORDING_STARTED_EVENT,
  RECORDING_STOPPED_EVENT,
} from '@hireloop/shared/interview-recordings';
import { interviewChannelName } from '@hireloop/shared/interview-room';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  INTERVIEW_ACTORS,
  type InterviewActor,
  interviewAppForThisFile,
} from '#server-test/interview-actors.ts';
import {
  putChunk,
  scheduleRecordedInterview,
  startVideoRecording,
} from '#server-test/recording-factories.ts';

const { ctx, company, other, candidate, interviewer, clientOf } = await interviewAppForThisFile();
const people = { candidateUserId: candidate.user.id, interviewerUserId: interviewer.user.id };
const recruiter = company.members.Recruiter;
const schedule = (preference?: 'always' | 'never' | 'ask') =>
  scheduleRecordedInterview(ctx, company, people, preference);

const published: { channels: readonly string[]; event: string; data: string }[] = [];
beforeAll(() => {
  const real = ctx.app.realtime.broadcaster;
  ctx.app.realtime.broadcaster = {
    driver: real.driver,
    async publish(channels, event, data, except) {
      published.push({ channels, event, data });
      await real.publish(channels, event, data, except);
    },
    close: () => real.close(),
  };
});

const NOT_YOURS = { 'another candidate': 404, 'other company': 404 } as const;

describe.each(INTERVIEW_ACTORS)('as %s', (actor: InterviewActor) => {
  it('reads the recording tab, answers consent only as a participant, records as an interviewer', async () => {
    const interview = await schedule('always');
    const client = clientOf(actor);
    const state = await client.get(`/api/interviews/${interview.id}/recordings`);
    expect(state.statusCode).toBe(
      {
        'Company Admin': 200,
        Manager: 200,
        'Recruiter (organizer)': 200,
        'Team Member': 403,
        'Team Member (interviewer)': 200,
        candidate: 200,
        ...NOT_YOURS,
      }[actor],
    );
    if (state.statusCode === 200)
      expect(state.json()).toMatchObject({
        preference: 'always',
        consent_complete: true,
        can_record: actor === 'Recruiter (organizer)' || actor === 'Team Member (interviewer)',
        can_play: actor !== 'candidate',
      });

    const consent = await client.post(`/api/interviews/${interview.id}/consent`, { granted: true });
    expect(consent.statusCode).toBe(
      {
        'Company Admin': 403,
        Manager: 403,
        'Recruiter (organizer)': 200,
        'Team Member': 403,
        'Team Member (interviewer)': 200,
        candidate: 200,
        ...NOT_YOURS,
      }[actor],
    );

    const started = await client.post(`/api/interviews/${interview.id}/recordings`, {
      media_kind: 'audio',
      mime_type: 'audio/webm',
    });
    expect(started.statusCode).toBe(
      {
        'Company Admin': 403,
        Manager: 403,
        'Recruiter (organizer)': 201,
        'Team Member': 403,
        'Team Member (interviewer)': 201,
        candidate: 403,
        ...NOT_YOURS,
      }[actor],
    );
    if (started.statusCode === 403) expect(started.json().message).toMatch(/./);
  });

  it('plays back, uploads and completes by the rules', async () => {
    const interview = await schedule('always');
    const id = await startVideoRecording(recruiter.client, interview.id);
    expect((await putChunk(recruiter.client, id, 0, Buffer.from('webm-bytes'))).statusCode).toBe(200);
    const client = clientOf(actor);
    const company200 = {
      'Company Admin': 200,
      Manager: 200,
      'Recruiter (organizer)': 200,
      'Team Member': 403,
      'Team Member (interviewer)': 200,
      candidate: 403,
      ...NOT_YOURS,
    };
    expect((await client.get(`/api/recordings/${id}`)).statusCode).toBe(company200[actor]);
    const media = await client.get(`/api/recordings/${id}/media`);
    expect(media.statusCode).toBe(company200[actor]);
    if (media.statusCode === 200) expect(media.rawPayload.toString()).toBe('webm-bytes');
    const upload = await putChunk(client, id, 1, Buffer.from('more'));
    const starterOnly = {
      ...company200,
      'Company Admin': 403,
      Manager: 403,
      'Team Member (interviewer)': 403,
    };
    expect(upload.statusCode).toBe(starterOnly[actor]);
    const done = await client.post(`/api/recordings/${id}/complete`, { duration_ms: 1500 });
    expect(done.statusCode).toBe(starterOnly[actor]);
    if (done.statusCode === 200)
      expect(done.json()).toMatchObject({ status: 'completed', duration_ms: 1500 });
  });
});

describe('consent rules', () => {
  const start = (interviewId: number, client = recruiter.client) =>
    client.post(`/api/interviews/${interviewId}/recordings`, {
      media_kind: 'video',
      mime_type: 'video/webm',
    });
  const consent = (client: typeof recruiter.client, interviewId: number, granted: boolean) =>
    client.post(`/api/interviews/${interviewId}/consent`, { granted });

  it('never: refused even when everyone agreed', async () => {
    const interview = await schedule('never');
    for (const client of [recruiter.client, interviewer.client, candidate.client])
      expect((await consent(client, interview.id, true)).statusCode).toBe(200);
    const refused = await start(interview.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Recording is turned off for this interview.');
    const state = (await recruiter.client.get(`/api/interviews/${interview.id}/recordings`)).json();
    expect(state).toMatchObject({ can_record: false, consent_complete: false });
  });

  it('always: starts with nobody asked, and the room sees the indicator start and stop', async () => {
    const interview = await schedule('always');
    const id = await startVideoRecording(recruiter.client, interview.id);
    expect(
      (await recruiter.client.post(`/api/recordings/${id}/complete`, { duration_ms: 10 })).statusCode,
    ).toBe(200);
    await ctx.runJobs();
    const events = published
      .filter((event) => event.channels.includes(interviewChannelName(interview.uuid)))
      .map((event) => [event.event, JSON.parse(event.data).recording_id]);
    expect(events).toHaveLength(2);
    expect(events).toEqual(
      expect.arrayContaining([
        [RECORDING_STARTED_EVENT, id],
        [RECORDING_STOPPED_EVENT, id],
      ]),
    );
  });

  it('ask: waits for every participant, names who is missing or declined, stops when withdrawn', async () => {
    const interview = await schedule('ask');
    const waiting = await start(interview.id);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toMatch(/^Everyone must agree to be recorded first\. Waiting for /);
    expect(waiting.json().message).toContain(candidate.user.firstName);

    await consent(candidate.client, interview.id, true);
    await consent(recruiter.client, interview.id, true);
    const stillWaiting = await start(interview.id);
    expect(stillWaiting.statusCode).toBe(409);
    expect(stillWaiting.json().message).not.toContain(candidate.user.firstName);

    await consent(interviewer.client, interview.id, false);
    const declined = await start(interview.id);
    expect(declined.statusCode).toBe(409);
    expect(declined.json().message).toMatch(/declined\.$/);

    const agreed = await consent(interviewer.client, interview.id, true);
    expect(agreed.json()).toMatchObject({ consent_complete: true });
    expect(agreed.json().consents).toHaveLength(3);
    const id = await startVideoRecording(recruiter.client, interview.id);
    expect((await putChunk(recruiter.client, id, 0, Buffer.from('a'))).statusCode).toBe(200);
    // Everyone, the candidate too, sees that a recording runs (the indicator).
    const seen = (await candidate.client.get(`/api/interviews/${interview.id}/recordings`)).json();
    expect(seen).toMatchObject({ active: { id, status: 'recording' }, can_play: false, recordings: [] });

    // The candidate changes their mind: the recording stops at once and takes no more chunks.
    const withdrawn = await consent(candidate.client, interview.id, false);
    expect(withdrawn.json()).toMatchObject({ consent_complete: false, active: null });
    const late = await putChunk(recruiter.client, id, 1, Buffer.from('b'));
    expect(late.statusCode).toBe(409);
    const meta = (await recruiter.client.get(`/api/recordings/${id}`)).json();
    expect(meta).toMatchObject({ status: 'completed', next_chunk: 1, size_bytes: 1 });
    await ctx.runJobs();
    const names = published
      .filter((event) => event.channels.includes(interviewChannelName(interview.uuid)))
      .map((event) => event.event);
    expect(names.filter((name) => name === RECORDING_CONSENT_EVENT)).toHaveLength(5);
    expect(names.filter((name) => name === RECORDING_STOPPED_EVENT)).toHaveLength(1);
  });

  it('refuses a second recorder while one runs; the same person restarting closes their own', async () => {
    const interview = await schedule('always');
    const first = await startVideoRecording(recruiter.client, interview.id);
    const other = await start(interview.id, interviewer.client);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/is already recording this interview\.$/);
    const second = await startVideoRecording(recruiter.client, interview.id);
    expect(second).not.toBe(first);
    const state = (await recruiter.client.get(`/api/interviews/${interview.id}/recordings`)).json();
    expect(state.active.id).toBe(second);
    expect(state.recordings.map((row: { status: string }) => row.status)).toEqual(['recording', 'completed']);
  });

  it('rejects bad input with field errors', async () => {
    const interview = await schedule('always');
    const cases = [
      { media_kind: 'hologram', mime_type: 'video/webm' },
      { media_kind: 'video', mime_type: 'text/html' },
      { media_kind: 'video\u0000', mime_type: 'video/webm' },
    ];
    for (const body of cases) {
      const response = await recruiter.client.post(`/api/interviews/${interview.id}/recordings`, body);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors).length).toBeGreaterThan(0);
    }
    const badConsent = await candidate.client.post(`/api/interviews/${interview.id}/consent`, {
      granted: 'yes',
    });
    expect(badConsent.statusCode).toBe(422);
    expect(badConsent.json().errors).toHaveProperty('granted');
    expect((await recruiter.client.get('/api/recordings/99999999999999999999')).statusCode).toBe(404);
    expect((await recruiter.client.get('/api/recordings/not-a-recording')).statusCode).toBe(404);
  });
});

describe('company default preference', () => {
  const url = '/api/companies/current/recording-settings';

  it('is changed by Company Admins and taken by interviews scheduled without one', async () => {
    expect((await recruiter.client.get(url)).json()).toEqual({
      recording_preference: 'ask',
      can_edit: false,
    });
    expect(
      (await company.members.Manager.client.put(url, { recording_preference: 'never' })).statusCode,
    ).toBe(403);
    const bad = await company.members['Company Admin'].client.put(url, { recording_preference: 'sometimes' });
    expect(bad.statusCode).toBe(422);
    const saved = await company.members['Company Admin'].client.put(url, { recording_preference: 'never' });
    expect(saved.json()).toEqual({ recording_preference: 'never', can_edit: true });
    expect((await other.members['Company Admin'].client.get(url)).json()).toEqual({
      recording_preference: 'ask',
      can_edit: true,
    });

    const inherited = await schedule();
    const own = await schedule('always');
    const read = async (id: number) =>
      (await recruiter.client.get(`/api/interviews/${id}/recordings`)).json().preference;
    expect(await read(inherited.id)).toBe('never');
    expect(await read(own.id)).toBe('always');
    await company.members['Company Admin'].client.put(url, { recording_preference: 'ask' });
    expect(await read(inherited.id)).toBe('never');
  });
});
