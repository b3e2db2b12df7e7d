// End-to-end tests against the real server (apps/server) serving the built client from dist/.
// Build the client first: `npm run e2e -w apps/web` does both.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

// Workers load this file again; the variable (inherited from the main process) keeps them on one
// fresh data folder instead of creating a new one each.
process.env.HIRELOOP_E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'hireloop-e2e-'));

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/web-e2e',
  fullyParallel: true,
  // The journeys mostly wait on the browser and the server: two workers fit the 2-core CI machine
  // (Playwright's default there is one) and keep the suite well inside CI's time limit.
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording a trace (a screencast and DOM snapshots at every step) costs CPU on every test; a
    // trace is only ever read for a failure, so record it on the retry of a failed test (CI retries
    // once). Locally: `--trace on`.
    trace: 'on-first-retry',
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
        // The interview journeys' camera and microphone: a test pattern and a beep, no permission
        // prompt. Set for every journey (only the interview room asks for media) so that all share
        // one browser set-up and so one worker process.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, isMobile: false },
    },
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'npx tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.HIRELOOP_E2E_DATA_DIR,
      // The journeys run on the embedded database in the fresh folder above, seeded anew each run.
      // CI exports DATABASE_URL for the server suite; inherited here it made every run continue on
      // the previous run's data (demo applicants already moved) in one shared PostgreSQL database.
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      // Every journey signs up and in from 127.0.0.1, and several share the demo accounts: limits
      // for many people, not for one address, so no journey waits out a 429.
      SIGN_UP_LIMIT_PER_MINUTE: '1000',
      // Forms check addresses and numbers while people type (all from 127.0.0.1 here).
      EXISTENCE_CHECK_LIMIT_PER_MINUTE: '1000',
      // Lets parallel runs serve their own build: `vite build --outDir X` then WEB_DIST_DIR=X.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
