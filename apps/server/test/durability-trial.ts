// The kill -9 trial shared by test/durability.test.ts and bench/durability.mjs: concurrent writers
// add notes to a demo application through the real server process, the process is killed outright
// in the middle and started again on the same data while the writers carry on, and it is killed
// outright once more at the end. Every note the server answered 201 for must then be in the
// database, read directly (PGlite runs its crash recovery on open). Beside them, a few writers
// invite people to the company: each invitation queues its mail in its own transaction (the
// outbox), which test/outbox-durability.ts delivers and counts after the crashes.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const DEMO_ADMIN = 'admin@hireloop.example';
const DEMO_PASSWORD = 'hireloop-demo';

export interface KillableServer {
  base: string;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr (for failure messages). */
  output: () => string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed. Resolves once the process is gone. */
  kill9: () => Promise<void>;
}

export type ServerStarter = () => Promise<KillableServer>;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Returns a starter for `main.ts` as a real process on one port: every start (the first and each
 * restart) listens on the same address, so the writers keep their URL and session cookie.
 */
export function killableServer(options: {
  cwd: string;
  env: Record<string, string>;
  startTimeoutMs?: number;
}): ServerStarter {
  let port: number | undefined;
  const serverRoot = path.join(options.cwd, 'apps/server');
  return async () => {
    port ??= await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { ...process.env, HOST: '127.0.0.1', ...options.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + (options.startTimeoutMs ?? 180_000);
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`the server did not answer in time:\n${output}`);
      }
      try {
        const health = await fetch(`${base}/api/health`);
        await health.arrayBuffer();
        if (health.ok) break;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return {
      base,
      child,
      output: () => output,
      kill9: async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await exited;
      },
    };
  };
}

/** Signs in like the web client (CSRF cookie first) and returns the headers of later requests. */
async function signIn(base: string, email: string): Promise<Record<string, string>> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  const headers = () => ({
    cookie: [...jar].map(([key, value]) => `${key}=${value}`).join('; '),
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    'x-requested-with': 'XMLHttpRequest',
    accept: 'application/json',
  });
  keep(await fetch(`${base}/api/sanctum/csrf-cookie`));
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { ...headers(), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  keep(login);
  return headers();
}

/** Opens the user's (only) company, as the client does after sign-in: invitations go to the active one. */
async function actAsFirstCompany(base: string, headers: Record<string, string>): Promise<void> {
  const self = (await (await fetch(`${base}/api/users/self`, { headers })).json()) as {
    companies: { id: number }[];
  };
  const companyId = self.companies[0]?.id;
  if (!companyId) throw new Error('the demo inviter has no company');
  const opened = await fetch(`${base}/api/companies/set/${companyId}`, { method: 'PUT', headers });
  await opened.arrayBuffer();
  if (!opened.ok) throw new Error(`opening the company failed: ${opened.status}`);
}

export interface TrialResult {
  /** Ids of the notes the server answered 201 for, before and after the restart. */
  acknowledged: number[];
  /** Addresses whose invitation the server answered 201 for. */
  invited: string[];
  /** Every invitation of the trial goes to an address ending with this (`@…`). */
  inviteDomain: string;
  /** How many of them were answered before the first kill. */
  beforeKill: number;
  /** Requests that failed or were cut off (refused while the server was down, cut by the kill). */
  failures: number;
  /** Answers other than 201 while the server was up: a lost session after the restart shows here. */
  unexpected: string[];
  killedAtMs: number;
  restartMs: number;
}

/** Demo users who may invite to the company; each has its own invitation writer. */
const DEMO_INVITERS = ['admin@hireloop.example', 'manager@hireloop.example'];
/** Under the invitation rate limit (50 an hour per inviter), counting attempts cut off by a kill. */
const INVITES_PER_INVITER = 40;

/**
 * `writers` loops add notes for `durationMs` and one loop per demo inviter sends invitations; at
 * half time the server is killed with SIGKILL and started again (the writers wait for it), and at
 * the end it is killed with SIGKILL again.
 */
export async function runDurabilityTrial(options: {
  start: ServerStarter;
  writers: number;
  durationMs: number;
}): Promise<TrialResult> {
  let server = await options.start();
  const headers = await signIn(server.base, DEMO_ADMIN);
  const inviterHeaders = await Promise.all(
    DEMO_INVITERS.map(async (email) => {
      const signedIn = await signIn(server.base, email);
      await actAsFirstCompany(server.base, signedIn);
      return signedIn;
    }),
  );
  // Its own addresses per run, so a second run on the same data counts only its own mail.
  const inviteDomain = `trial-${Date.now().toString(36)}.durability.hireloop.example`;
  const list = await fetch(`${server.base}/api/company-candidates?per_page=1&page=1`, { headers });
  const applicationId = ((await list.json()) as { data: { id: number }[] }).data[0]?.id;
  if (!applicationId) throw new Error('the demo company has no application to write notes on');
  const notesUrl = `${server.base}/api/applications/${applicationId}/notes`;

  const acknowledged: number[] = [];
  const unexpected: string[] = [];
  let failures = 0;
  let stopping = false;
  /** Resolved while the server is up; replaced by a pending promise while it is down. */
  let serverUp: Promise<void> = Promise.resolve();

  const writer = async (writerIndex: number) => {
    let sequence = 0;
    while (!stopping) {
      await serverUp;
      if (stopping) break;
      try {
        const response = await fetch(notesUrl, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ body: `durability writer ${writerIndex} note ${sequence++}` }),
        });
        const text = await response.text();
        if (response.status === 201) {
          acknowledged.push((JSON.parse(text) as { id: number }).id);
        } else {
          unexpected.push(`${response.status} ${text.slice(0, 200)}`);
          if (unexpected.length > 50) stopping = true;
        }
      } catch {
        // Refused or cut off by the kill: never acknowledged, so nothing was promised.
        failures += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };

  const invited: string[] = [];
  // Spread over the whole trial, so that invitations are in flight at each kill.
  const invitePause = (0.8 * options.durationMs) / INVITES_PER_INVITER;
  const inviter = async (inviterIndex: number) => {
    for (let sequence = 0; sequence < INVITES_PER_INVITER && !stopping; ) {
      await new Promise((resolve) => setTimeout(resolve, invitePause));
      await serverUp;
      if (stopping) break;
      const email = `invitee-${inviterIndex}-${sequence++}@${inviteDomain}`;
      try {
        const response = await fetch(`${server.base}/api/invitations`, {
          method: 'POST',
          headers: { ...inviterHeaders[inviterIndex], 'content-type': 'application/json' },
          body: JSON.stringify({ email, role: 'Team Member' }),
        });
        const text = await response.text();
        if (response.status === 201) invited.push(email);
        else unexpected.push(`invitation: ${response.status} ${text.slice(0, 200)}`);
      } catch {
        failures += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };

  const startedAt = Date.now();
  const loops = [
    ...Array.from({ length: options.writers }, (_, index) => writer(index)),
    ...DEMO_INVITERS.map((_, index) => inviter(index)),
  ];
  await new Promise((resolve) => setTimeout(resolve, options.durationMs / 2));

  let markUp: () => void = () => {};
  serverUp = new Promise((resolve) => {
    markUp = resolve;
  });
  await server.kill9();
  const killedAtMs = Date.now() - startedAt;
  const beforeKill = acknowledged.length;
  const restartStarted = Date.now();
  server = await options.start();
  const restartMs = Date.now() - restartStarted;
  markUp();

  await new Promise((resolve) => setTimeout(resolve, options.durationMs / 2));
  stopping = true;
  await server.kill9();
  await Promise.all(loops);
  return { acknowledged, invited, inviteDomain, beforeKill, failures, unexpected, killedAtMs, restartMs };
}

/** Reads the notes table directly: PGlite from `dataDir/db`, or the PostgreSQL at `databaseUrl`. */
export async function checkAcknowledged(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  trial: TrialResult;
}): Promise<{ present: number; missing: number[] }> {
  const sqlText = 'select id from application_notes where id = any($1::bigint[])';
  let rows: { id: number | string }[];
  if (options.databaseUrl) {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    try {
      rows = (await client.query<{ id: number | string }>(sqlText, [options.trial.acknowledged])).rows;
    } finally {
      await client.end();
    }
  } else {
    const client = await PGlite.create(path.join(options.dataDir, 'db'));
    try {
      rows = (await client.query<{ id: number | string }>(sqlText, [options.trial.acknowledged])).rows;
    } finally {
      await client.close();
    }
  }
  const found = new Set(rows.map((row) => Number(row.id)));
  const missing = options.trial.acknowledged.filter((id) => !found.has(id));
  return { present: options.trial.acknowledged.length - missing.length, missing };
}
