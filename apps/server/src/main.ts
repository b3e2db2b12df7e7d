// Process entry: config → database (migrated, seeded) → app → listen; graceful shutdown on signals.
import path from 'node:path';
import { createMailer } from './adapters/mail/create-mailer.ts';
import { createDatabaseSmsSender } from './adapters/sms/sms-sender.ts';
import { createLocalFileStorage } from './adapters/storage/file-storage.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { vacuumEmbeddedDatabase } from './db/embedded-vacuum.ts';
import { seedDemoData } from './db/seed/seed-demo-data.ts';
import { installJobQueues } from './jobs/register-jobs.ts';
import { loadOrCreateAppKey } from './lib/app-key.ts';
import { createKeyring } from './lib/crypto.ts';
import { startServerErrorReporting } from './modules/monitoring/sentry.ts';
import { formatStartUpBanner } from './start-up-banner.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // First, so that start-up failures are reported too.
  const errorReporter = await startServerErrorReporting(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    sharedBuffers: config.PGLITE_SHARED_BUFFERS,
  });
  await database.migrate();
  // The embedded database has no autovacuum (decision 146): a restart starts from clean tables.
  await vacuumEmbeddedDatabase(database.db, { analyze: false });
  await installJobQueues(database);
  const keyring = createKeyring(loadOrCreateAppKey(config.APP_KEY, config.dataDir));
  const storage = createLocalFileStorage(path.join(config.dataDir, 'files'));
  const demoLogins = config.SEED ? await seedDemoData(database.db, { keyring, storage }) : [];
  const mailer = createMailer(config, database.db);
  const sms = createDatabaseSmsSender(database.db);
  const app = await buildApp({ config, database, mailer, sms, keyring, storage, errorReporter });

  // Recurring work (expired auth state, monthly usage, overdue onboarding tasks) runs as cron
  // schedules of the job queue, which starts with the app (jobs/register-jobs.ts) and drains
  // running jobs when it closes.

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    try {
      // Stops accepting connections, waits for in-flight requests, then for running jobs (bounded).
      await app.close();
      await mailer.close();
      await database.close();
      await errorReporter?.flush(2_000);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  console.info(formatStartUpBanner({ url: config.appUrl, databaseKind: database.kind, logins: demoLogins }));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Hireloop failed to start:', error);
  }
  process.exit(1);
});
