import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { createDatabaseMailer } from './database-mailer.ts';
import type { Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/**
 * SMTP when configured; the database mailbox otherwise. The demo site never sends real mail to
 * outside addresses (SPEC.md §1, issue 22): its mail stays in the database mailbox even with SMTP_URL.
 */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'> & Partial<Pick<Config, 'DEMO_MODE'>>,
  db: Database,
): Mailer {
  return config.SMTP_URL && !config.DEMO_MODE
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createDatabaseMailer(db, config.MAIL_FROM);
}
