// The outbox half of the kill -9 trial (durability-trial.ts, decisions 026, 028, 036): after the
// crashes, every invitation that committed must have queued exactly one mail, and once the queue
// runs again each must be delivered exactly once; no mail may exist for an invitation that did not
// commit. The trial's database is opened with the app itself (workers off, as the server would run
// it on the next start); the attempts the killed process left running are expired as pg-boss
// maintenance does once they outlive their `expireInSeconds` (time moved, not waited for), then
// everything due runs and the result is counted in the database.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createMailer } from '../src/adapters/mail/create-mailer.ts';
import { createDatabaseSmsSender } from '../src/adapters/sms/sms-sender.ts';
import { createLocalFileStorage } from '../src/adapters/storage/file-storage.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { executeRows } from '../src/db/execute.ts';
import { JOB_SCHEMA } from '../src/jobs/enqueue.ts';
import { loadOrCreateAppKey } from '../src/lib/app-key.ts';
import { createKeyring } from '../src/lib/crypto.ts';
import type { TrialResult } from './durability-trial.ts';

export interface OutboxCheck {
  /** Invitations of the trial in the database (committed, answered or not). */
  committed: number;
  /** Answered 201, yet no invitation in the database. */
  acknowledgedMissing: string[];
  /** Committed invitations whose mail was not delivered. */
  undelivered: string[];
  /** Addresses that got more than one mail, or whose invitation queued more than one. */
  duplicated: string[];
  /** Mail delivered, or queued, to an address whose invitation never committed. */
  withoutWrite: string[];
  /** Mail jobs of the trial not completed after everything due ran. */
  notCompleted: number;
}

const HOUR = 3_600_000;

/** Delivers what the trial's writes queued, as the next start of the server would, then counts. */
export async function deliverAndCheckOutbox(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  trial: TrialResult;
}): Promise<OutboxCheck> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    WEB_DIST_DIR: path.join(import.meta.dirname, 'fixtures/web-dist'),
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    sharedBuffers: config.PGLITE_SHARED_BUFFERS,
  });
  try {
    const mailer = createMailer(config, database.db);
    const app = await buildApp({
      config,
      database,
      mailer,
      sms: createDatabaseSmsSender(database.db),
      keyring: createKeyring(loadOrCreateAppKey(config.APP_KEY, config.dataDir)),
      storage: createLocalFileStorage(path.join(config.dataDir, 'files')),
      jobs: { workers: false, schedules: false },
    });
    await app.ready();
    try {
      // Attempts of the killed process: past their expiry, so maintenance hands them to a retry.
      await database.db.execute(
        sql.raw(`update ${JOB_SCHEMA}.job set started_on = now() - interval '1 day' where state = 'active'`),
      );
      await app.jobs.maintain();
      // Retries wait out their backoff: run what is due within the next hours, now.
      await app.jobs.runDue({ at: new Date(Date.now() + 2 * HOUR) });
      return await countOutbox(database.db, options.trial);
    } finally {
      await app.close();
      await mailer.close();
    }
  } finally {
    await database.close();
  }
}

async function countOutbox(db: Parameters<typeof executeRows>[0], trial: TrialResult): Promise<OutboxCheck> {
  const pattern = `%@${trial.inviteDomain}`;
  const invitations = await executeRows<{ email: string }>(
    db,
    sql`select email from invitations where email like ${pattern}`,
  );
  const delivered = await executeRows<{ to_address: string; n: number | string }>(
    db,
    sql`select to_address, count(*) as n from outbound_messages
        where channel = 'mail' and to_address like ${pattern} group by to_address`,
  );
  const queued = await executeRows<{ to_address: string; n: number | string; open: number | string }>(
    db,
    sql.raw(
      `select data->'message'->>'to' as to_address, count(*) as n,
              count(*) filter (where state <> 'completed') as open
       from ${JOB_SCHEMA}.job where name = 'outbox-mail' and data->'message'->>'to' like '${pattern.replaceAll("'", "''")}'
       group by 1`,
    ),
  );
  const committed = new Set(invitations.map((row) => row.email));
  const mails = new Map(delivered.map((row) => [row.to_address, Number(row.n)]));
  const jobs = new Map(queued.map((row) => [row.to_address, Number(row.n)]));
  const addresses = new Set([...committed, ...mails.keys(), ...jobs.keys()]);
  return {
    committed: committed.size,
    acknowledgedMissing: trial.invited.filter((email) => !committed.has(email)),
    undelivered: [...committed].filter((email) => !mails.has(email)),
    duplicated: [...addresses].filter((email) => (mails.get(email) ?? 0) > 1 || (jobs.get(email) ?? 0) > 1),
    withoutWrite: [...addresses].filter((email) => !committed.has(email)),
    notCompleted: queued.reduce((sum, row) => sum + Number(row.open), 0),
  };
}
