#!/usr/bin/env node
// Interview room set-up time (issue 19): join → first remote video frame, for 2 and 4 people on
// this machine. Seeds the demo data and one scheduled video interview of Northwind Bakery with the
// demo candidate and up to three interviewers, starts the real server (serving a built client),
// and for each trial opens one Chromium context per person (fake camera and microphone), passes
// the lobby, clicks "Join now" in every page at once and records, per page, the time from its click
// to the first frame of its first remote video and to the first frame of every remote video.
//
//   npx vite build --outDir /tmp/dist-room (in apps/web), then
//   WEB_DIST_DIR=/tmp/dist-room node --import tsx bench/interview-room.mjs
//
// BENCH_TRIALS (8) per room size, BENCH_SIZES (2,4), BENCH_TIMEOUT_S (150) for one trial. A trial
// in which some page has not drawn every remote video by then is counted as stalled, and each
// page's trace (its signals sent and received, rate-limit errors, and every RTCPeerConnection's
// signalling and connection states) is printed; BENCH_TRACE=1 prints the traces of every trial.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed-demo-data.ts';
import { machineLoad, percentile, signIn, startServer } from './support.mjs';

const trials = Number(process.env.BENCH_TRIALS ?? 8);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 150) * 1000;
const traceAll = process.env.BENCH_TRACE === '1';
const sizes = (process.env.BENCH_SIZES ?? '2,4').split(',').map(Number);
const webDist = process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../apps/web/dist');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-bench-room-'));
const PASSWORD = 'hireloop-demo';
const PEOPLE = [
  'candidate@hireloop.example',
  'recruiter@hireloop.example',
  'manager@hireloop.example',
  'member@hireloop.example',
];

const database = await openDatabase({ databaseUrl: '', dataDir });
await database.migrate();
await seedDemoData(database.db);
const rows = async (query) => (await database.db.execute(query)).rows;
const [company] = await rows(sql`select id from companies where name = 'Northwind Bakery'`);
const [application] = await rows(sql`select a.id, a.opportunity_id, a.candidate_user_id from applications a
  join users u on u.id = a.candidate_user_id
  where a.company_id = ${company.id} and u.email = 'candidate@hireloop.example' order by a.id limit 1`);
const interviewerIds = (
  await rows(
    sql`select id from users where email in ('recruiter@hireloop.example', 'manager@hireloop.example', 'member@hireloop.example')`,
  )
).map((row) => Number(row.id));
const start = new Date(Date.now() + 2 * 86_400_000);
const [interview] = await rows(sql`insert into interviews (company_id, application_id, opportunity_id,
  candidate_user_id, organizer_user_id, status, location, start_time, end_time, duration_minutes, timezone)
  values (${company.id}, ${application.id}, ${application.opportunity_id}, ${application.candidate_user_id},
  ${interviewerIds[0]}, 'scheduled', 'web_conference', ${start}, ${new Date(start.getTime() + 3_600_000)}, 60, 'UTC')
  returning id, uuid`);
for (const userId of interviewerIds) {
  await database.db.execute(sql`insert into interview_interviewers (interview_id, user_id, company_id)
    values (${interview.id}, ${userId}, ${company.id})`);
}
await database.close();

const server = await startServer({ DATA_DIR: dataDir, SEED: 'false', WEB_DIST_DIR: webDist });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/**
 * In the page: when "Join now" was clicked, when each remote video drew its first frame, and a
 * trace of the room's signalling (client events over the websocket) and peer connections.
 */
function recordFrames() {
  window.roomBench = { joinAt: null, frames: [], trace: [], pcs: [] };
  const note = (line) => window.roomBench.trace.push(`${Math.round(performance.now())} ${line}`);
  // A signal's kind and ends, read from its (first) part without joining the parts.
  const describe = (raw) => {
    try {
      const part = typeof raw === 'string' ? JSON.parse(raw) : raw;
      const text = part.d ?? '';
      const field = (name) => text.match(new RegExp(`"${name}":"([^"]*)"`))?.[1]?.slice(0, 8) ?? '';
      const kind = field('kind');
      return `${part.m} ${part.i + 1}/${part.n}${kind ? ` ${kind} ${field('from')}→${field('to') || '*'}` : ''}`;
    } catch {
      return String(raw).slice(0, 80);
    }
  };
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const message = JSON.parse(event.data);
        if (message.event === 'client-signal') note(`recv ${describe(message.data)}`);
        else if (message.event === 'pusher:error') note(`ERROR ${JSON.stringify(message.data)}`);
        else if (message.event.startsWith('pusher')) note(`${message.event} ${message.channel ?? ''}`);
      });
      this.addEventListener('close', (event) => note(`socket closed ${event.code}`));
    }
    send(data) {
      const message = JSON.parse(data);
      if (message.event === 'client-signal') note(`send ${describe(message.data)}`);
      super.send(data);
    }
  };
  const NativePeer = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends NativePeer {
    constructor(...args) {
      super(...args);
      const id = window.roomBench.pcs.push(this) - 1;
      this.addEventListener('signalingstatechange', () => note(`pc${id} signaling ${this.signalingState}`));
      this.addEventListener('connectionstatechange', () =>
        note(`pc${id} connection ${this.connectionState}`),
      );
      this.addEventListener('track', (event) => note(`pc${id} track ${event.track.kind}`));
    }
  };
  document.addEventListener(
    'click',
    (event) => {
      if (event.target.closest('button')?.textContent?.includes('Join now'))
        window.roomBench.joinAt = performance.now();
    },
    true,
  );
  const seen = new WeakSet();
  new MutationObserver(() => {
    for (const video of document.querySelectorAll('figure[data-peer] video')) {
      if (seen.has(video)) continue;
      seen.add(video);
      video.requestVideoFrameCallback(() => {
        window.roomBench.frames.push(performance.now());
        note(`first frame of ${video.closest('figure')?.dataset.peer?.slice(0, 8)}`);
      });
    }
  }).observe(document, { childList: true, subtree: true });
}

async function openPerson(email) {
  const headers = await signIn(server.base, email, PASSWORD);
  // Company people act as Northwind (signing in lands them on the launch pad otherwise).
  if (!email.startsWith('candidate')) {
    const chosen = await fetch(`${server.base}/api/companies/set/${company.id}`, { method: 'PUT', headers });
    if (!chosen.ok) throw new Error(`${email} could not act as Northwind: ${chosen.status}`);
  }
  const context = await browser.newContext({ baseURL: server.base, viewport: { width: 1440, height: 900 } });
  await context.addCookies(
    headers.cookie.split('; ').map((pair) => {
      const index = pair.indexOf('=');
      return { name: pair.slice(0, index), value: pair.slice(index + 1), url: server.base };
    }),
  );
  await context.addInitScript(recordFrames);
  const page = await context.newPage();
  // Four Chromiums with fake cameras on a loaded 2-core machine: pages take their time.
  page.setDefaultTimeout(90_000);
  const side = email.startsWith('candidate') ? 'interviews' : 'company-interviews';
  await page.goto(`/${side}/${interview.uuid}`);
  try {
    await page.getByRole('button', { name: 'Join the interview' }).click();
  } catch (error) {
    console.error(
      `${email} at ${page.url()}:`,
      ((await page.locator('main').textContent()) ?? '').slice(0, 500),
    );
    throw error;
  }
  await page.getByRole('button', { name: 'Join now' }).waitFor();
  await page.waitForFunction(() => document.querySelector('video')?.videoWidth > 0);
  return { context, page };
}

/** Each page's trace and the final state of each of its peer connections. */
async function traces(people) {
  const lines = [];
  for (const [index, { page }] of people.entries()) {
    const dump = await page.evaluate(() => ({
      trace: window.roomBench.trace,
      frames: window.roomBench.frames.length,
      pcs: window.roomBench.pcs.map(
        (pc, id) =>
          `pc${id} ${pc.signalingState}/${pc.connectionState}/${pc.iceConnectionState} ` +
          `local ${pc.localDescription?.type ?? '-'} remote ${pc.remoteDescription?.type ?? '-'}`,
      ),
    }));
    lines.push(`--- page ${index} (${PEOPLE[index]}): ${dump.frames} remote frames`);
    lines.push(...dump.trace, ...dump.pcs.map((line) => `final ${line}`));
  }
  return lines.join('\n');
}

const results = {};
try {
  for (const size of sizes) {
    const first = [];
    const all = [];
    let stalled = 0;
    for (let trial = 0; trial < trials; trial += 1) {
      const people = await Promise.all(PEOPLE.slice(0, size).map(openPerson));
      await Promise.all(people.map(({ page }) => page.getByRole('button', { name: 'Join now' }).click()));
      const deadline = Date.now() + timeoutMs;
      const samples = [];
      try {
        for (const { page } of people) {
          await page.waitForFunction((count) => window.roomBench.frames.length >= count, size - 1, {
            timeout: Math.max(1, deadline - Date.now()),
          });
          const { joinAt, frames } = await page.evaluate(() => window.roomBench);
          const sorted = [...frames].sort((a, b) => a - b);
          samples.push([sorted[0] - joinAt, sorted[size - 2] - joinAt]);
        }
        first.push(...samples.map(([firstFrame]) => firstFrame));
        all.push(...samples.map(([, everyFrame]) => everyFrame));
        console.log(
          `${size} people, trial ${trial + 1}/${trials}: first frames ${samples.map(([ms]) => Math.round(ms)).join(', ')} ms, ` +
            `every remote frame ${samples.map(([, ms]) => Math.round(ms)).join(', ')} ms (${machineLoad()})`,
        );
        if (traceAll) console.log(await traces(people));
      } catch (error) {
        stalled += 1;
        console.log(
          `${size} people, trial ${trial + 1}/${trials}: STALLED (${error.message.split('\n')[0]}, ${machineLoad()})`,
        );
        console.log(await traces(people));
      }
      for (const { context } of people) await context.close();
    }
    first.sort((a, b) => a - b);
    all.sort((a, b) => a - b);
    results[size] = {
      samples: first.length,
      stalledTrials: stalled,
      firstFrameMs: { p50: Math.round(percentile(first, 50)), p95: Math.round(percentile(first, 95)) },
      everyRemoteFrameMs: { p50: Math.round(percentile(all, 50)), p95: Math.round(percentile(all, 95)) },
    };
    console.log(`${size} people: ${JSON.stringify(results[size])}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(JSON.stringify({ load: machineLoad(), results }, null, 2));
