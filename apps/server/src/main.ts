// Process entry: config → database (migrated, seeded) → app → listen; graceful shutdown on signals.
import path from 'node:path';
import { createMailer } from './adapters/mail/create-mailer.ts';
import { createDatabaseSmsSender } from './adapters/sms/sms-sender.ts';
import { createLocalFileStorage } from './adapters/storage/file-storage.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed/seed-demo-data.ts';
import { cleanupExpiredAuthState } from './jobs/cleanup-expired-auth-state.ts';
import { recordMonthlyOpportunityUsage } from './jobs/record-monthly-opportunity-usage.ts';
import { remindOverdueOnboardingTasks } from './jobs/remind-overdue-onboarding-tasks.ts';
import { loadOrCreateAppKey } from './lib/app-key.ts';
import { createKeyring } from './lib/crypto.ts';
import { notifyContextOf } from './modules/notifications/notify.ts';
import { formatStartUpBanner } from './start-up-banner.ts';

const SHUTDOWN_GRACE_MS = 10_000;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** Hourly, so a new month is charged within an hour of starting. */
const USAGE_INTERVAL_MS = 60 * 60 * 1000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    sharedBuffers: config.PGLITE_SHARED_BUFFERS,
  });
  await database.migrate();
  const demoLogins = config.SEED ? await seedDemoData(database.db) : [];
  const mailer = createMailer(config, database.db);
  const keyring = createKeyring(loadOrCreateAppKey(config.APP_KEY, config.dataDir));
  const sms = createDatabaseSmsSender(database.db);
  const storage = createLocalFileStorage(path.join(config.dataDir, 'files'));
  const app = await buildApp({ config, database, mailer, sms, keyring, storage });

  const cleanup = () =>
    cleanupExpiredAuthState(database.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'cleanup failed'),
    );
  void cleanup();
  setInterval(cleanup, CLEANUP_INTERVAL_MS).unref();
  const recordUsage = () =>
    recordMonthlyOpportunityUsage(database.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'recording monthly opportunity usage failed'),
    );
  void recordUsage();
  setInterval(recordUsage, USAGE_INTERVAL_MS).unref();
  // Overdue onboarding tasks (issue 20); moves onto the job queue with issue 15's schedules.
  const notify = notifyContextOf(app, { config, database, mailer, sms, keyring, storage });
  const remindOnboarding = () =>
    remindOverdueOnboardingTasks(notify).catch((error: unknown) =>
      app.log.error({ err: error }, 'onboarding reminders failed'),
    );
  setInterval(remindOnboarding, CLEANUP_INTERVAL_MS).unref();

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
      // Stops accepting connections and waits for in-flight requests before resolving.
      await app.close();
      await mailer.close();
      await database.close();
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
