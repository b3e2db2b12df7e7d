// Interviews to record in tests: a web conference scheduled by the company's Recruiter (the
// organizer) with one interviewer, under a recording preference; and a started recording.
import { expect } from 'vitest';
import { placeApplication } from './application-factories.ts';
import type { TestClient } from './http-client.ts';
import { createTestOpportunity } from './opportunity-factories.ts';
import type { TestCompany } from './tenancy-factories.ts';
import type { TestApp } from './test-app.ts';

const HOUR = 3_600_000;
let slot = 0;

export interface ScheduledInterview {
  id: number;
  uuid: string;
}

export async function scheduleRecordedInterview(
  ctx: TestApp,
  company: TestCompany,
  people: { candidateUserId: number; interviewerUserId: number },
  preference?: 'always' | 'never' | 'ask',
): Promise<ScheduledInterview> {
  const posted = await createTestOpportunity(ctx.database.db, company.id);
  const application = await placeApplication(ctx, posted, people.candidateUserId, { step: 1 });
  slot += 1;
  const response = await company.members.Recruiter.client.post('/api/interviews', {
    application_id: application.id,
    interviewer_ids: [people.interviewerUserId],
    location: 'web_conference',
    duration_minutes: 30,
    scheduling: 'fixed',
    start_time: new Date(Math.ceil(Date.now() / HOUR) * HOUR + (200 + slot * 2) * HOUR).toISOString(),
    timezone: 'UTC',
    ...(preference ? { recording_preference: preference } : {}),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as ScheduledInterview;
}

/** Starts a video recording as `client` (201 expected) and returns its id. */
export async function startVideoRecording(client: TestClient, interviewId: number): Promise<number> {
  const response = await client.post(`/api/interviews/${interviewId}/recordings`, {
    media_kind: 'video',
    mime_type: 'video/webm',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

/** PUT one chunk as raw bytes. */
export const putChunk = (
  client: TestClient,
  recordingId: number | string,
  n: number | string,
  bytes: Buffer,
) =>
  client.put(`/api/recordings/${recordingId}/chunks/${n}`, bytes, {
    headers: { 'content-type': 'application/octet-stream' },
  });
