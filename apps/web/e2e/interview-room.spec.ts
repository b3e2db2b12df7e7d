// Journey: the interview room (issue 19). A recruiter schedules a video interview; the recruiter and
// the candidate, in two browser contexts with Chromium's fake camera and microphone, each pass the
// lobby and join; each receives the other's video (a live track, and video bytes counted by
// getStats); they chat both ways; the recruiter keeps notes that survive a reload. A stranger is
// refused the room's presence channel (403) and the page. The practice room opens from
// /company-interviews. Axe and screenshots at each stop, at 375 and 1440 px.
import { type BrowserContext, expect as baseExpect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { dismissToasts, newAccount, registerThroughApi } from './support/accounts.ts';
import { apiCall } from './support/company-api.ts';
import { dismissLiveNotifications } from './support/live-notifications.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Fake devices for this journey only: a test pattern for the camera, a beep for the microphone,
// and no permission prompt.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});
// Three browsers with fake media on a shared 2-core machine: this journey has taken 3 minutes there.
test.describe.configure({ timeout: 360_000 });
// Media set-up on a loaded 2-core machine takes seconds, not milliseconds.
const expect = baseExpect.configure({ timeout: 30_000 });

async function check(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await dismissToasts(page);
  await dismissLiveNotifications(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, name);
}

/** Opens the panel's tab: beside the video on wide screens, in the sheet on narrow ones. */
async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  if (!(await tab.isVisible())) await page.getByRole('button', { name: 'Panel' }).click();
  await tab.click();
}

async function closeSheet(page: Page): Promise<void> {
  const sheet = page.getByRole('dialog', { name: 'Interview panel' });
  if (await sheet.isVisible()) await sheet.getByRole('button', { name: 'Close' }).click();
}

/** Waits until the page plays a remote video track that is live and has received bytes. */
async function expectRemoteVideo(page: Page): Promise<void> {
  const remote = page.locator('figure[data-peer] video');
  await expect(remote).toHaveCount(1);
  await expect
    .poll(
      () =>
        remote.evaluate((video: HTMLVideoElement) => {
          const stream = video.srcObject as MediaStream | null;
          const track = stream?.getVideoTracks()[0];
          return track?.readyState === 'live' && video.videoWidth > 0;
        }),
      { timeout: 45_000 },
    )
    .toBe(true);
  await expect.poll(() => page.evaluate(receivedVideoBytes), { timeout: 45_000 }).toBeGreaterThan(0);
}

/** Keeps every RTCPeerConnection the page makes, so the test can read their getStats(). */
function trackPeerConnections(): void {
  const seen: RTCPeerConnection[] = [];
  const Original = window.RTCPeerConnection;
  class Tracked extends Original {
    constructor(configuration?: RTCConfiguration) {
      super(configuration);
      seen.push(this);
    }
  }
  window.RTCPeerConnection = Tracked;
  (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections = seen;
}

async function receivedVideoBytes(): Promise<number> {
  let bytes = 0;
  for (const pc of (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections) {
    if (pc.connectionState !== 'connected') continue;
    (await pc.getStats()).forEach((stat: { type: string; kind?: string; bytesReceived?: number }) => {
      if (stat.type === 'inbound-rtp' && stat.kind === 'video') bytes += stat.bytesReceived ?? 0;
    });
  }
  return bytes;
}

async function join(page: Page, testInfo: TestInfo, who: string | null): Promise<void> {
  await page.getByRole('button', { name: 'Join the interview' }).click();
  await expect(page.getByRole('heading', { name: 'Get ready to join' })).toBeVisible();
  await expect(page.getByLabel('Your camera')).toBeVisible();
  await expect
    .poll(() => page.getByLabel('Your camera').evaluate((video: HTMLVideoElement) => video.videoWidth))
    .toBeGreaterThan(0);
  await expect(page.getByLabel('Camera', { exact: true })).not.toBeDisabled();
  if (who) await check(page, testInfo, `interview-room-lobby-${who}`);
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page.getByRole('toolbar', { name: 'Call controls' })).toBeVisible();
}

test('recruiter and candidate meet in the room: video both ways, chat, notes; strangers are refused', async ({
  page: recruiter,
  browser,
}, testInfo) => {
  const recruiterAccount = newAccount({ firstName: 'Grace', lastName: 'Hopper' });
  const candidateAccount = newAccount({ firstName: 'Alan', lastName: 'Turing' });
  const strangerAccount = newAccount({ firstName: 'Eve', lastName: 'Stranger' });
  const contexts: BrowserContext[] = [];
  const newPage = async () => {
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: testInfo.project.use.viewport,
    });
    contexts.push(context);
    await context.addInitScript(trackPeerConnections);
    return context.newPage();
  };
  await recruiter.addInitScript(trackPeerConnections);
  const candidate = await newPage();
  const stranger = await newPage();

  // Setup through the API: a company, a published opening, an application and a video interview.
  await registerThroughApi(recruiter.request, recruiterAccount);
  await registerThroughApi(candidate.request, candidateAccount);
  await registerThroughApi(stranger.request, strangerAccount);
  await recruiter.goto('/create-company');
  await recruiter.getByLabel('Company name').fill(`Bletchley Bakery ${Date.now().toString(36)}`);
  await recruiter.getByRole('button', { name: 'Create company' }).click();
  await expect(recruiter).toHaveURL(/\/company-dashboard$/);
  const opportunity = await apiCall(recruiter, 'POST', '/api/opportunities', {
    title: 'Head Baker',
    description: '<p>Bake the bread.</p>',
    location: 'Portland, OR',
  });
  await apiCall(recruiter, 'PUT', `/api/opportunities/${opportunity.id}`, { status: 'published' });
  await candidate.goto('/dashboard');
  const application = await apiCall(candidate, 'POST', '/api/applications', {
    opportunity_id: opportunity.id,
    answers: [],
    submit: true,
  });
  const self = (await (await recruiter.request.get('/api/users/self')).json()) as { id: number };
  const start = new Date(Date.now() + 26 * 3_600_000);
  start.setUTCMinutes(0, 0, 0);
  const interview = (await apiCall(recruiter, 'POST', '/api/interviews', {
    application_id: application.id,
    interviewer_ids: [self.id],
    location: 'web_conference',
    duration_minutes: 30,
    scheduling: 'fixed',
    start_time: start.toISOString(),
    timezone: 'UTC',
  })) as { id: number; uuid: string };

  // A stranger may neither join the room's channel nor open its page.
  await stranger.goto('/dashboard');
  const token =
    (await stranger.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const refused = await stranger.request.post('/broadcasting/auth', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), Accept: 'application/json' },
    form: { socket_id: '1234.5678', channel_name: `presence-interview.${interview.uuid}` },
  });
  expect(refused.status()).toBe(403);
  await stranger.goto(`/interviews/${interview.uuid}`);
  await expect(stranger.getByRole('heading', { name: 'Interview not found' })).toBeVisible();

  // Both open the interview page and pass the lobby.
  await recruiter.goto(`/company-interviews/${interview.uuid}`);
  await expect(recruiter.getByRole('heading', { name: 'Interview with Alan Turing' })).toBeVisible();
  await check(recruiter, testInfo, 'interview-room-entry');
  await join(recruiter, testInfo, 'recruiter');
  await candidate.goto(`/interviews/${interview.uuid}`);
  await join(candidate, testInfo, 'candidate');

  // Each receives the other's video.
  await expectRemoteVideo(recruiter);
  await expectRemoteVideo(candidate);
  await expect(recruiter.locator('figure[data-peer]')).toContainText('Alan Turing');
  await check(recruiter, testInfo, 'interview-room-video');

  // Chat both ways, live.
  await openTab(recruiter, 'Chat');
  await recruiter.getByRole('textbox', { name: 'Message' }).fill('Welcome, Alan! Can you hear me?');
  await recruiter.getByRole('button', { name: 'Send message' }).click();
  await openTab(candidate, 'Chat');
  await expect(candidate.getByText('Welcome, Alan! Can you hear me?')).toBeVisible();
  await candidate.getByRole('textbox', { name: 'Message' }).fill('Loud and clear, thank you.');
  await candidate.getByRole('button', { name: 'Send message' }).click();
  await expect(recruiter.getByText('Loud and clear, thank you.')).toBeVisible();
  await check(candidate, testInfo, 'interview-room-candidate-chat');

  // Participants: both present.
  await openTab(recruiter, 'Participants');
  await expect(recruiter.locator('[data-participant]').filter({ hasText: 'In the room' })).toHaveCount(2);

  // Notes autosave, privately, and survive leaving and coming back.
  await openTab(recruiter, 'Notes');
  await recruiter.getByLabel(/Your notes/).fill('Explains sourdough starters clearly.');
  await expect(recruiter.getByText('All changes saved')).toBeVisible();
  await check(recruiter, testInfo, 'interview-room-recruiter-notes');
  await closeSheet(recruiter);
  await expect(candidate.getByRole('tab', { name: 'Notes' })).toHaveCount(0);

  // Mute is seen by the other side.
  await recruiter.getByRole('button', { name: 'Mute' }).click();
  await expect(candidate.locator('figure[data-peer]').getByLabel('Microphone muted')).toBeVisible();

  await recruiter.getByRole('button', { name: 'Leave' }).click();
  await expect(candidate.locator('figure[data-peer]')).toHaveCount(0);
  await recruiter.reload();
  await expect(recruiter.getByRole('heading', { name: 'Chat' })).toBeVisible();
  await expect(recruiter.getByText('Loud and clear, thank you.')).toBeVisible();
  await join(recruiter, testInfo, null);
  await openTab(recruiter, 'Notes');
  await expect(recruiter.getByLabel(/Your notes/)).toHaveValue('Explains sourdough starters clearly.');
  await expectRemoteVideo(candidate);

  for (const context of contexts) await context.close();
});

test('the practice room opens from the interviews page', async ({ page }, testInfo) => {
  const account = newAccount({ firstName: 'Ada', lastName: 'Lovelace' });
  await registerThroughApi(page.request, account);
  await page.goto('/create-company');
  await page.getByLabel('Company name').fill(`Analytical Engines ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL(/\/company-dashboard$/);
  // Publishing a first opening ends the getting-started tour, which keeps a new company on its dashboard.
  const opening = await apiCall(page, 'POST', '/api/opportunities', {
    title: 'Engine Operator',
    description: '<p>Run the engine.</p>',
    location: 'London',
  });
  await apiCall(page, 'PUT', `/api/opportunities/${opening.id}`, { status: 'published' });
  await page.goto('/company-interviews');
  await page.getByRole('link', { name: 'Try the video room' }).click();
  await expect(page).toHaveURL(/\/demo-interview$/);
  await expect(page.getByRole('heading', { name: 'Camera and microphone check' })).toBeVisible();
  await expect
    .poll(() => page.getByLabel('Your camera').evaluate((video: HTMLVideoElement) => video.videoWidth))
    .toBeGreaterThan(0);
  await check(page, testInfo, 'demo-interview-lobby');
  await page.getByRole('button', { name: 'Join now' }).click();
  await openTab(page, 'Candidate');
  await expect(page.getByText('Barista and shift lead')).toBeVisible();
  await check(page, testInfo, 'demo-interview-room');
  await closeSheet(page);
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/company-interviews$/);
});
