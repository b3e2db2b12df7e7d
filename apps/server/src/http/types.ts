import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Mailer } from '../adapters/mail/mailer.ts';
import type { SmsSender } from '../adapters/sms/sms-sender.ts';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { JobSettings } from '../jobs/job-definition.ts';
import type { Keyring } from '../lib/crypto.ts';
import type { ErrorReporter } from '../lib/error-reporter.ts';

/** What buildApp needs from the outside world; tests pass their own database and config. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  sms: SmsSender;
  storage: FileStorage;
  /** Signing and encryption keys derived from APP_KEY. */
  keyring: Keyring;
  /** Where logs go (stdout when unset); tests read them to prove what is never logged. */
  logStream?: NodeJS.WritableStream;
  /** Job queue settings (workers, schedules, extra jobs); defaults suit production. */
  jobs?: JobSettings;
  /** Where unhandled errors are reported (Sentry with SENTRY_DSN); none by default. */
  errorReporter?: ErrorReporter | null;
}

/** The Fastify instance with zod schemas as the type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
