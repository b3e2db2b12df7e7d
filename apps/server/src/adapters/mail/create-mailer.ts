import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { createDatabaseMailer } from './database-mailer.ts';
import type { Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, db: Database): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createDatabaseMailer(db, config.MAIL_FROM);
}
