// Journey: recording an interview (issue 19). The recruiter schedules a video interview under `ask`;
// the recruiter and the candidate (two browser contexts, Chromium's fake camera and microphone)
// join, each is asked for consent in the room and agrees; the recruiter records a few seconds from
// the Recording tab while both see the indicator, stops, and plays the recording back (the video
// element loads it through range requests). The company default is then changed on the company
// profile. checkScreen (axe, width, screenshot) at each stop, at 375 and 1440 px.
import { type BrowserContext, test } from '@playwright/test';
import { newAccount, registerThroughApi } from './support/accounts.ts';
import { expect, joinRoom, onTheHour, openRoomTab, setUpVideoInterview } from './support/interview-room.ts';
import { dismissLiveNotifications } from './support/live-notifications.ts';
import { checkScreen } from './support/screen-check.ts';

test.describe.configure({ timeout: 360_000 });

test('with everyone’s consent the recruiter records the interview and plays it back', async ({
  page: recruiter,
  browser,
}, testInfo) => {
  const recruiterAccount = newAccount({ firstName: 'Grace', lastName: 'Hopper' });
  const candidateAccount = newAccount({ firstName: 'Alan', lastName: 'Turing' });
  const contexts: BrowserContext[] = [];
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
  });
  contexts.push(context);
  const candidate = await context.newPage();

  await registerThroughApi(recruiter.request, recruiterAccount);
  await registerThroughApi(candidate.request, candidateAccount);
  const interview = await setUpVideoInterview(recruiter, candidate, {
    companyName: 'Recorded Rolls',
    opening: {
      title: 'Croissant Baker',
      description: '<p>Laminate the dough.</p>',
      location: 'Portland, OR',
    },
    start: onTheHour(28),
    recordingPreference: 'ask',
  });

  await recruiter.goto(`/company-interviews/${interview.uuid}`);
  await joinRoom(recruiter);
  await candidate.goto(`/interviews/${interview.uuid}`);
  await joinRoom(candidate);
  await expect(recruiter.locator('figure[data-peer]')).toContainText('Alan Turing');

  // Both are asked in the room; nothing can start before both agree.
  await expect(candidate.getByText('May this interview be recorded?')).toBeVisible();
  await dismissLiveNotifications(candidate);
  await checkScreen(candidate, testInfo, 'interview-recording-consent-question');
  await openRoomTab(recruiter, 'Recording');
  await expect(recruiter.getByRole('button', { name: 'Start recording' })).toBeDisabled();
  await recruiter.getByRole('button', { name: 'I agree to be recorded' }).first().click();
  await expect(recruiter.getByRole('button', { name: 'Start recording' })).toBeDisabled();
  await candidate.getByRole('button', { name: 'I agree to be recorded' }).click();
  await expect(candidate.getByText('May this interview be recorded?')).toHaveCount(0);

  // Recording: the indicator shows for both while chunks upload.
  const startButton = recruiter.getByRole('button', { name: 'Start recording' });
  await expect(startButton).toBeEnabled();
  await startButton.click();
  await expect(recruiter.locator('[data-recording-indicator]')).toBeVisible();
  await expect(candidate.locator('[data-recording-indicator]')).toBeVisible();
  await expect(recruiter.getByText(/^[1-9]\d* parts? uploaded$/)).toBeVisible({ timeout: 45_000 });
  await dismissLiveNotifications(recruiter);
  await checkScreen(recruiter, testInfo, 'interview-recording-running');
  // A few seconds recorded: a second part (2 s each) has come in, usually during the screen check.
  await expect(recruiter.getByText(/^([2-9]|\d{2,}) parts uploaded$/)).toBeVisible({ timeout: 45_000 });
  await recruiter.getByRole('button', { name: 'Stop recording' }).click();
  await expect(candidate.locator('[data-recording-indicator]')).toHaveCount(0);

  // Played back from the Recording tab.
  const player = recruiter.locator('[data-recording] video');
  await expect(player).toHaveCount(1);
  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    void video.play().catch(() => {});
  });
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 45_000 })
    .toBeGreaterThanOrEqual(2);
  await expect(recruiter.locator('[data-recording]')).toContainText('Video');
  await checkScreen(recruiter, testInfo, 'interview-recording-playback');

  // The company default, on the company profile.
  await recruiter.goto('/company-profile');
  const preference = recruiter.getByLabel('Default recording preference');
  await expect(preference).toHaveValue('ask');
  await preference.selectOption('always');
  await expect
    .poll(
      async () =>
        (await (await recruiter.request.get('/api/companies/current/recording-settings')).json())
          .recording_preference,
    )
    .toBe('always');
  await checkScreen(recruiter, testInfo, 'company-recording-settings');

  for (const opened of contexts) await opened.close();
});
