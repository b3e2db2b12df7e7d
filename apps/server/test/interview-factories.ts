// Interviews for tests: a fresh application of the candidate (on a new opportunity, optionally with
// its own scorecard) and an interview of it scheduled by the company's Recruiter (the organizer).
// Each call takes the next free two-hour slot some 100 hours ahead, so interviews of one file never
// overlap; a test that needs the interview in the past moves it there through the data.
import { expect } from 'vitest';
import { placeApplication } from './application-factories.ts';
import { createTestOpportunity } from './opportunity-factories.ts';
import { addMember, type TestCompany } from './tenancy-factories.ts';
import type { TestApp } from './test-app.ts';

const HOUR = 3_600_000;
let slot = 0;

export interface TestInterview {
  id: number;
  uuid: string;
  applicationId: number;
}

export interface TestInterviewOptions {
  candidateUserId: number;
  interviewerIds: number[];
  location?: 'web_conference' | 'in_person';
  preference?: 'always' | 'never' | 'ask';
  /** The opportunity's own scorecard attributes. */
  scorecard?: unknown[];
}

export async function scheduleTestInterview(
  ctx: TestApp,
  company: TestCompany,
  options: TestInterviewOptions,
): Promise<TestInterview> {
  const location = options.location ?? 'web_conference';
  const posted = await createTestOpportunity(
    ctx.database.db,
    company.id,
    options.scorecard ? { scorecard: options.scorecard as never } : {},
  );
  const application = await placeApplication(ctx, posted, options.candidateUserId, { step: 1 });
  slot += 1;
  const response = await company.members.Recruiter.client.post('/api/interviews', {
    application_id: application.id,
    interviewer_ids: options.interviewerIds,
    location,
    ...(location === 'in_person' ? { location_details: '1 Bakery Lane' } : {}),
    duration_minutes: 30,
    scheduling: 'fixed',
    start_time: new Date(Math.ceil(Date.now() / HOUR) * HOUR + (100 + slot * 2) * HOUR).toISOString(),
    timezone: 'UTC',
    ...(options.preference ? { recording_preference: options.preference } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id, uuid } = response.json() as { id: number; uuid: string };
  return { id, uuid, applicationId: application.id };
}

/** Every day, all day: an interviewer with these hours is free whenever no interview holds them. */
export const ALL_WEEK_HOURS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  start: '00:00',
  end: '24:00',
}));

/** A fresh Team Member free around the clock (UTC), so tests never share busy time. */
export async function freeInterviewer(ctx: TestApp, companyId: number) {
  const member = await addMember(ctx, companyId, 'Team Member');
  const saved = await member.client.put('/api/users/self/availability', {
    timezone: 'UTC',
    weekly_hours: ALL_WEEK_HOURS,
  });
  expect(saved.statusCode).toBe(200);
  return member;
}
