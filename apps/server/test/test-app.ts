// Builds the real app on a fresh copy of the migrated template database, as main.ts does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createMailer } from '../src/adapters/mail/create-mailer.ts';
import type { Mailer } from '../src/adapters/mail/mailer.ts';
import { createDatabaseSmsSender } from '../src/adapters/sms/sms-sender.ts';
import { createLocalFileStorage } from '../src/adapters/storage/file-storage.ts';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, wrapPglite, wrapPostgres } from '../src/db/client.ts';
import { readsCacheable } from '../src/db/read-coherence.ts';
import type { App, AppDeps } from '../src/http/types.ts';
import { createKeyring } from '../src/lib/crypto.ts';
import { databaseUrlFor, postgresAdminUrl, withAdminClient } from './database-template.ts';

let databaseCounter = 0;

interface PgliteAssets {
  template: Blob;
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}
let pgliteAssets: Promise<PgliteAssets> | undefined;
interface WebAssemblyCompiler {
  compile(bytes: Uint8Array): Promise<WebAssembly.Module>;
}

/**
 * What every embedded test database starts from, read and compiled once per test worker (the
 * server project runs its files in one process per worker, `isolate: false`): the template's data
 * folder, PGlite's compiled WebAssembly and its file-system bundle. PGlite would otherwise read and
 * compile ~9 MB of WebAssembly for each test file.
 */
function loadPgliteAssets(location: string): Promise<PgliteAssets> {
  pgliteAssets ??= (async () => {
    const dist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    // The server's TypeScript libraries declare WebAssembly's types only (no DOM), so the global is
    // read through globalThis.
    const { compile } = (globalThis as unknown as { WebAssembly: WebAssemblyCompiler }).WebAssembly;
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      compile(fs.readFileSync(path.join(dist, 'pglite.wasm'))),
      compile(fs.readFileSync(path.join(dist, 'initdb.wasm'))),
    ]);
    return {
      template: new Blob([fs.readFileSync(location)]),
      pgliteWasmModule,
      initdbWasmModule,
      fsBundle: new Blob([fs.readFileSync(path.join(dist, 'pglite.data'))]),
    };
  })();
  return pgliteAssets;
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const { template: dump, ...assets } = await loadPgliteAssets(template.location);
    return wrapPglite(await PGlite.create({ loadDataDir: dump, ...assets }));
  }
  databaseCounter += 1;
  const name = `hireloop_t_${template.runId}_${process.pid}_${databaseCounter}`;
  await withAdminClient((client) =>
    client.query(`create database "${name}" template "${template.location}"`),
  );
  const url = databaseUrlFor(postgresAdminUrl(), name);
  const handle = wrapPostgres(new pg.Pool({ connectionString: url, max: 5 }), url);
  const close = handle.close;
  return {
    ...handle,
    close: async () => {
      await close();
      await withAdminClient((client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  mailer: Mailer;
  config: Config;
  deps: AppDeps;
  /**
   * Runs every job due at `at` (default now) without waiting for workers or real time: delayed
   * jobs, retries and cron ticks up to `at` included, until none is left. Returns how many ran.
   */
  runJobs(at?: Date): Promise<number>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Adds routes before the app is sealed, e.g. one that throws to prove the 500 shape. */
  beforeReady?: (app: App) => void;
  logStream?: NodeJS.WritableStream;
  /** Job queue settings; by default workers run and cron schedules are left to `runJobs`. */
  jobs?: AppDeps['jobs'];
  /** Receives the app's unhandled errors (what Sentry gets in production). */
  errorReporter?: AppDeps['errorReporter'];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(import.meta.dirname, 'fixtures/web-dist'),
    ...options.env,
  });
  const database = await createTestDatabase();
  const mailer = createMailer(config, database.db);
  const deps: AppDeps = {
    config,
    database,
    mailer,
    sms: createDatabaseSmsSender(database.db),
    storage: createLocalFileStorage(path.join(dataDir, 'files')),
    keyring: createKeyring('test-app-key-that-is-at-least-32-characters'),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    jobs: { schedules: false, ...options.jobs },
    ...(options.errorReporter ? { errorReporter: options.errorReporter } : {}),
  };
  const app = await buildApp(deps);
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    mailer,
    config,
    deps,
    runJobs: (at) => app.jobs.runDue(at ? { at } : {}),
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test app whose database caches reads (decisions 040, 147): on PostgreSQL that starts once its
 * LISTEN connection is up, so this waits for it.
 */
export async function createCachingTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ctx = await createTestApp(options);
  const deadline = Date.now() + 10_000;
  while (!readsCacheable(ctx.database.db)) {
    if (Date.now() > deadline) throw new Error('the database handle never started caching');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return ctx;
}
