// Set-up and steps the interview journeys share: an opening, an application and a video interview
// made through the API (the journeys are about the room, not about scheduling), and the room's
// lobby and panel tabs the way a user goes through them. The fake camera and microphone come from
// playwright.config.ts.
import { expect as baseExpect, type Page, type TestInfo } from '@playwright/test';
import { apiCall } from './company-api.ts';
import { dismissLiveNotifications } from './live-notifications.ts';
import { checkScreen } from './screen-check.ts';

/** Media set-up on a loaded 2-core machine takes seconds, not milliseconds: the rooms' `expect`. */
export const expect = baseExpect.configure({ timeout: 30_000 });

export interface Opening {
  title: string;
  description: string;
  location: string;
}

/** Creates the signed-in user's company through the API; it becomes the account in use. */
export async function createCompany(page: Page, name: string): Promise<Record<string, unknown>> {
  return apiCall(page, 'POST', '/api/companies', { name: `${name} ${Date.now().toString(36)}` });
}

/** Creates and publishes an opening of the company in use. */
export async function publishOpening(page: Page, opening: Opening): Promise<{ id: number }> {
  const created = (await apiCall(page, 'POST', '/api/opportunities', opening)) as { id: number };
  await apiCall(page, 'PUT', `/api/opportunities/${created.id}`, { status: 'published' });
  return created;
}

/** The candidate's submitted application to an opening without screening questions. */
export async function applyTo(candidate: Page, opportunityId: number): Promise<{ id: number }> {
  return (await apiCall(candidate, 'POST', '/api/applications', {
    opportunity_id: opportunityId,
    answers: [],
    submit: true,
  })) as { id: number };
}

/** A start `hoursAhead` hours from now, on the hour: far enough away that no reminder fires meanwhile. */
export function onTheHour(hoursAhead: number): Date {
  const start = new Date(Date.now() + hoursAhead * 3_600_000);
  start.setUTCMinutes(0, 0, 0);
  return start;
}

/** A 30-minute video interview at a fixed time, with the signed-in recruiter as the interviewer. */
export async function scheduleVideoInterview(
  recruiter: Page,
  applicationId: number,
  options: { start: Date; recordingPreference?: 'ask' | 'always' | 'never' },
): Promise<{ id: number; uuid: string }> {
  const self = (await (await recruiter.request.get('/api/users/self')).json()) as { id: number };
  return (await apiCall(recruiter, 'POST', '/api/interviews', {
    application_id: applicationId,
    interviewer_ids: [self.id],
    location: 'web_conference',
    duration_minutes: 30,
    scheduling: 'fixed',
    start_time: options.start.toISOString(),
    timezone: 'UTC',
    ...(options.recordingPreference ? { recording_preference: options.recordingPreference } : {}),
  })) as { id: number; uuid: string };
}

/**
 * A new company (`companyName` and a suffix) with one published opening, the candidate's
 * application to it, and a video interview with the recruiter: the set-up of a room journey.
 */
export async function setUpVideoInterview(
  recruiter: Page,
  candidate: Page,
  options: {
    companyName: string;
    opening: Opening;
    start: Date;
    recordingPreference?: 'ask' | 'always' | 'never';
  },
): Promise<{ id: number; uuid: string }> {
  await createCompany(recruiter, options.companyName);
  const opportunity = await publishOpening(recruiter, options.opening);
  const application = await applyTo(candidate, opportunity.id);
  return scheduleVideoInterview(recruiter, application.id, options);
}

/** The check at each stop in a room: live cards read away, then checkScreen (toasts, width, axe, screenshot). */
export async function checkRoomScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await dismissLiveNotifications(page);
  await checkScreen(page, testInfo, name);
}

/**
 * Passes the lobby: the preview plays the camera and the device list is ready before Join now.
 * `inLobby` runs at the lobby (a screen check, say) before joining.
 */
export async function joinRoom(page: Page, inLobby?: () => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Join the interview' }).click();
  await expect(page.getByRole('heading', { name: 'Get ready to join' })).toBeVisible();
  const preview = page.getByLabel('Your camera');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
  await expect(page.getByLabel('Camera', { exact: true })).not.toBeDisabled();
  if (inLobby) await inLobby();
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page.getByRole('toolbar', { name: 'Call controls' })).toBeVisible();
}

/** Opens the panel's tab: beside the video on wide screens, in the sheet on narrow ones. */
export async function openRoomTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  if (!(await tab.isVisible())) await page.getByRole('button', { name: 'Panel' }).click();
  await tab.click();
}

/** Closes the panel's sheet on narrow screens (it covers the call controls there). */
export async function closeRoomSheet(page: Page): Promise<void> {
  const sheet = page.getByRole('dialog', { name: 'Interview panel' });
  if (await sheet.isVisible()) await sheet.getByRole('button', { name: 'Close' }).click();
}
