// Signing in as the demo super admin of the README (two-factor on, its secret public) through the
// API. The server takes each time step's code once (and none older than the last one used), with
// one step of leeway either side: about one sign-in per 30 s. So the journeys that only use the
// admin area share one session per run (written to a file beside the server's data, reused by
// every worker); a journey that replaces its session (impersonation) signs in on its own.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PASSWORD, xsrfHeaders } from './demo-sign-in.ts';

export const SUPER_ADMIN = 'superadmin@hireloop.example';
const TOTP_SECRET = 'HIRELOOPSUPERADMINDEMOSECRET2345';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Password, then a code. The oldest code still accepted goes first (the previous step's), so
 * journeys signing in together each find one; when every step in reach was taken, wait for the next.
 */
export async function signInSuperAdmin(request: APIRequestContext): Promise<void> {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(TOTP_SECRET), digits: 6, period: 30 });
  const periodMs = totp.period * 1000;
  for (let round = 0; round < 4; round += 1) {
    await request.get('/api/sanctum/csrf-cookie');
    const login = await request.post('/login', {
      headers: await xsrfHeaders(request),
      data: { email: SUPER_ADMIN, password: DEMO_PASSWORD },
    });
    expect(await login.json()).toMatchObject({ two_factor: true });
    for (const offset of [-1, 0, 1]) {
      const code = totp.generate({ timestamp: Date.now() + offset * periodMs });
      const challenge = await request.post('/two-factor-challenge', {
        headers: await xsrfHeaders(request),
        data: { code },
      });
      if (challenge.ok()) return;
    }
    await new Promise((resolve) => setTimeout(resolve, periodMs - (Date.now() % periodMs) + 1_000));
  }
  throw new Error('the two-factor challenge refused every code');
}

/** One file per run: the config gives every worker the same fresh data folder. */
function sharedStateFile(baseURL: string): string {
  const dataDir = process.env.HIRELOOP_E2E_DATA_DIR;
  const key = `${path.basename(dataDir ?? 'no-data-dir')}-${new URL(baseURL).port}`;
  return path.join(os.tmpdir(), `hireloop-e2e-super-admin-${key}.json`);
}

async function stillSignedIn(browser: Browser, baseURL: string, state: StorageState): Promise<boolean> {
  const context = await browser.newContext({ baseURL, storageState: state });
  try {
    const self = await context.request.get('/api/users/self');
    return self.ok() && (await self.json()).email === SUPER_ADMIN;
  } finally {
    await context.close();
  }
}

/**
 * The storage state of the run's shared super admin session: read from the file when its session
 * still works, else signed in and written (two workers racing both sign in once; either file works).
 */
async function sharedSuperAdminState(browser: Browser, baseURL: string): Promise<StorageState> {
  const file = sharedStateFile(baseURL);
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as StorageState;
    if (await stillSignedIn(browser, baseURL, saved)) return saved;
  } catch {
    // No file yet (or half a file from an interrupted run): sign in below.
  }
  const context = await browser.newContext({ baseURL });
  try {
    await signInSuperAdmin(context.request);
    const state = await context.storageState();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(state));
    renameSync(partial, file);
    return state;
  } finally {
    await context.close();
  }
}

/**
 * A page of the run's shared super admin session, at the project's viewport. Never impersonate or
 * log out on it: that ends the session for the other journeys.
 */
export async function openSharedSuperAdminPage(
  browser: Browser,
  testInfo: TestInfo,
): Promise<{ context: BrowserContext; page: Page }> {
  const baseURL = testInfo.project.use.baseURL!;
  const storageState = await sharedSuperAdminState(browser, baseURL);
  const context = await browser.newContext({
    baseURL,
    storageState,
    viewport: testInfo.project.use.viewport,
  });
  return { context, page: await context.newPage() };
}
