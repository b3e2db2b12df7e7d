// Journey: the interview room (issue 19). A recruiter schedules a video interview; the recruiter and
// the candidate, in two browser contexts with Chromium's fake camera and microphone, each pass the
// lobby and join; each receives the other's video (a live track, and video bytes counted by
// getStats); they chat both ways; the recruiter keeps notes that survive a reload. A stranger is
// refused the room's presence channel (403) and the page. The practice room opens from
// /company-interviews. Axe and screenshots at each stop, at 375 and 1440 px.
import { type BrowserContext, type Page, type TestInfo, test } from '@playwright/test';
import { newAccount, registerThroughApi } from './support/accounts.ts';
import {
  checkRoomScreen as check,
  closeRoomSheet,
  createCompany,
  expect,
  joinRoom,
  onTheHour,
  openRoomTab,
  publishOpening,
  setUpVideoInterview,
} from './support/interview-room.ts';
import { dismissLiveNotifications } from './support/live-notifications.ts';

// Three browsers with fake media on a shared 2-core machine: this journey has taken 3 minutes there.
test.describe.configure({ timeout: 360_000 });

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

/** Passes the lobby; `who` names the lobby's screen check (none when rejoining). */
async function join(page: Page, testInfo: TestInfo, who: string | null): Promise<void> {
  await joinRoom(page, who ? () => check(page, testInfo, `interview-room-lobby-${who}`) : undefined);
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
  const interview = await setUpVideoInterview(recruiter, candidate, {
    companyName: 'Bletchley Bakery',
    opening: { title: 'Head Baker', description: '<p>Bake the bread.</p>', location: 'Portland, OR' },
    start: onTheHour(26),
  });

  // A stranger may neither join the room's channel nor open its page.
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
  await openRoomTab(recruiter, 'Chat');
  await recruiter.getByRole('textbox', { name: 'Message' }).fill('Welcome, Alan! Can you hear me?');
  await recruiter.getByRole('button', { name: 'Send message' }).click();
  await openRoomTab(candidate, 'Chat');
  await expect(candidate.getByText('Welcome, Alan! Can you hear me?')).toBeVisible();
  await candidate.getByRole('textbox', { name: 'Message' }).fill('Loud and clear, thank you.');
  await candidate.getByRole('button', { name: 'Send message' }).click();
  await expect(recruiter.getByText('Loud and clear, thank you.')).toBeVisible();
  await check(candidate, testInfo, 'interview-room-candidate-chat');

  // Participants: both present.
  await openRoomTab(recruiter, 'Participants');
  await expect(recruiter.locator('[data-participant]').filter({ hasText: 'In the room' })).toHaveCount(2);

  // Notes autosave, privately, and survive leaving and coming back.
  await openRoomTab(recruiter, 'Notes');
  await recruiter.getByLabel(/Your notes/).fill('Explains sourdough starters clearly.');
  await expect(recruiter.getByText('All changes saved')).toBeVisible();
  await check(recruiter, testInfo, 'interview-room-recruiter-notes');
  await closeRoomSheet(recruiter);
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
  await openRoomTab(recruiter, 'Notes');
  await expect(recruiter.getByLabel(/Your notes/)).toHaveValue('Explains sourdough starters clearly.');
  await expectRemoteVideo(candidate);

  for (const context of contexts) await context.close();
});

test('the practice room opens from the interviews page', async ({ page }, testInfo) => {
  const account = newAccount({ firstName: 'Ada', lastName: 'Lovelace' });
  await registerThroughApi(page.request, account);
  await createCompany(page, 'Analytical Engines');
  // Publishing a first opening ends the getting-started tour, which keeps a new company on its dashboard.
  await publishOpening(page, {
    title: 'Engine Operator',
    description: '<p>Run the engine.</p>',
    location: 'London',
  });
  await page.goto('/company-interviews');
  // The new user's announcements arrive as cards 2 s apart; the panel opening and folding moves the
  // page, and CI once clicked the link's old place. Wait until none can come any more.
  await dismissLiveNotifications(page, { untilQuiet: true });
  await page.getByRole('link', { name: 'Try the video room' }).click();
  await expect(page).toHaveURL(/\/demo-interview$/);
  await expect(page.getByRole('heading', { name: 'Camera and microphone check' })).toBeVisible();
  await expect
    .poll(() => page.getByLabel('Your camera').evaluate((video: HTMLVideoElement) => video.videoWidth))
    .toBeGreaterThan(0);
  await check(page, testInfo, 'demo-interview-lobby');
  await page.getByRole('button', { name: 'Join now' }).click();
  await openRoomTab(page, 'Candidate');
  await expect(page.getByText('Barista and shift lead')).toBeVisible();
  await check(page, testInfo, 'demo-interview-room');
  await closeRoomSheet(page);
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/company-interviews$/);
});
