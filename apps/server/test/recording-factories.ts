// Interviews to record in tests: a web conference scheduled by the company's Recruiter (the
// organizer) with one interviewer, under a recording preference; and a started recording.
import { expect } from 'vitest';
import type { TestClient } from './http-client.ts';
import { scheduleTestInterview } from './interview-factories.ts';
import type { TestCompany } from './tenancy-factories.ts';
import type { TestApp } from './test-app.ts';

export interface ScheduledInterview {
  id: number;
  uuid: string;
}

/** A web conference with one interviewer, under a recording preference (the company's if none). */
export async function scheduleRecordedInterview(
  ctx: TestApp,
  company: TestCompany,
  people: { candidateUserId: number; interviewerUserId: number },
  preference?: 'always' | 'never' | 'ask',
): Promise<ScheduledInterview> {
  const { id, uuid } = await scheduleTestInterview(ctx, company, {
    candidateUserId: people.candidateUserId,
    interviewerIds: [people.interviewerUserId],
    preference,
  });
  return { id, uuid };
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
