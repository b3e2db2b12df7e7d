// Every environment variable the server reads, parsed once (DESIGN.md §4).
import fs from 'node:fs';
import path from 'node:path';
import { iceServerSchema } from '@hireloop/shared/interview-room';
import { ENVIRONMENTS } from '@hireloop/shared/monitoring';
import { z } from '@hireloop/shared/zod';
import { parseAddressList } from './lib/address-list.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

/** Comma-separated addresses, CIDR ranges or range names (lib/address-list.ts). */
const addressList = z.string().transform((text, ctx) => {
  try {
    return parseAddressList(text);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

/**
 * Which peers may tell us the client's address in X-Forwarded-For: none (the default, every
 * client is the socket's peer), a number of proxy hops in front of us, or a list of proxies.
 * `true` is refused: trusting every peer lets any client choose its address.
 */
const trustProxy = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((text, ctx): TrustProxy => {
      if (text === undefined || text === 'false' || text === '0') return false;
      if (/^\d+$/.test(text)) return { hops: Number(text) };
      if (text === 'true' || text === '*') {
        ctx.addIssue({
          code: 'custom',
          message:
            'trusting every peer lets any client choose its address; give the proxy addresses or a hop count',
        });
        return z.NEVER;
      }
      const parsed = addressList.safeParse(text);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
        return z.NEVER;
      }
      return { proxies: parsed.data };
    }),
);

/**
 * STUN/TURN servers for the interview room, as the JSON array RTCPeerConnection takes
 * (`[{"urls":"turn:turn.example.com:3478","username":"u","credential":"p"}]`). None are needed
 * when everyone is on one machine or network (README "Interview room").
 */
const iceServers = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .default('[]')
    .transform((text, ctx) => {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array of ICE servers' });
        return z.NEVER;
      }
      const parsed = z.array(iceServerSchema).max(10).safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array of {urls, username?, credential?}' });
        return z.NEVER;
      }
      return parsed.data;
    }),
);

export type TrustProxy = false | { hops: number } | { proxies: string[] };

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Default: 127.0.0.1 outside production (a laptop's dev server is not on the network), else 0.0.0.0. */
  HOST: z.preprocess(emptyAsUndefined, z.string().optional()),
  TRUST_PROXY: trustProxy,
  /** Outside production, who may read /api/dev/mailbox besides loopback clients. */
  DEV_MAILBOX_ALLOW: z.preprocess(emptyAsUndefined, addressList.optional()),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optionalUrl,
  /** Secret for signing links and encrypting 2FA secrets; generated into DATA_DIR when unset. */
  APP_KEY: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Hireloop <no-reply@hireloop.example>'),
  PUSHER_APP_ID: optionalString,
  PUSHER_APP_KEY: optionalString,
  PUSHER_APP_SECRET: optionalString,
  PUSHER_HOST: optionalString,
  PUSHER_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().optional()),
  /** Redis channel prefix, so several deployments (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().default('hireloop:'),
  /** A second port that only accepts websocket upgrades at /app/{key} (SPEC.md §7 uses 60022). */
  REALTIME_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().max(65535).optional()),
  /** Server error reporting (@sentry/node) when set; nothing is loaded without it. */
  SENTRY_DSN: optionalUrl,
  /** Which deployment this is, as error reports and /metrics name it. */
  ENVIRONMENT: z.preprocess(emptyAsUndefined, z.enum(ENVIRONMENTS).optional()),
  /** The build running (e.g. the commit), shown by /api/health and error reports; the package version when unset. */
  APP_VERSION: z.preprocess(emptyAsUndefined, z.string().max(100).optional()),
  /** Bearer token of GET /metrics (Prometheus); the endpoint answers 404 while unset. */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** Days audit rows are kept before the daily job deletes them (0 keeps them forever). */
  AUDIT_RETENTION_DAYS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(36_500).default(365),
  ),
  DEMO_MODE: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  /** Demo site: sandboxes one address may create per hour (`POST /api/demo-accounts`). */
  DEMO_ACCOUNT_LIMIT_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(5)),
  /** Demo site: where `GET /api/demo-accounts/trial-link` sends a visitor to start a real trial (default APP_URL). */
  TRIAL_SITE_URL: optionalUrl,
  /** Intercom workspace id: with the identity secret, the chat-support launcher loads Intercom (production, https). */
  INTERCOM_APP_ID: optionalString,
  /** Intercom identity verification secret: `intercom_user_hash` is HMAC-SHA256(user id, secret). */
  INTERCOM_IDENTITY_SECRET: optionalString,
  SEED: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
  /**
   * Embedded PGlite: PostgreSQL's page cache inside the WebAssembly heap. 32MB fits in the heap
   * PGlite starts with; 128MB (PostgreSQL's usual) adds ~180 MB to the process and only pays off
   * on a database of hundreds of MB (decision 025).
   */
  PGLITE_SHARED_BUFFERS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d+(kB|MB|GB)$/, 'a size such as 32MB')
      .default('32MB'),
  ),
  /** How long a ranked opportunity-search window is reused (0 turns the cache off). */
  SEARCH_CACHE_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(3600).default(30)),
  /**
   * Sign-ups and sign-in attempts allowed per minute (sign-ups per address, sign-ins per email and
   * address). The defaults stop guessing; the end-to-end server, where every journey signs up and
   * in from 127.0.0.1, raises them instead of waiting out the window.
   */
  SIGN_UP_LIMIT_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(10)),
  /**
   * Existence checks (email, phone, username, company email) per address and minute: enough for a
   * person typing into forms, far too few to harvest accounts; the end-to-end server raises it.
   */
  EXISTENCE_CHECK_LIMIT_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).default(30),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** One line per API request (`concise`), Fastify's two per request, files too (`detailed`), or none. */
  REQUEST_LOG: z.preprocess(emptyAsUndefined, z.enum(['concise', 'detailed', 'off']).default('concise')),
  WEB_DIST_DIR: optionalString,
  ICE_SERVERS: iceServers,
  /** Days an interview recording is kept after it started; a daily job deletes older ones. */
  RECORDING_RETENTION_DAYS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(3650).default(90),
  ),
  /**
   * Hosts besides our own that /redirect?to= may send people to (links in emails), comma-separated;
   * `*.example.com` allows its subdomains.
   */
  REDIRECT_ALLOW_HOSTS: z.preprocess(emptyAsUndefined, z.string().max(4000).optional()),
  /**
   * The card gateway. `test` (the built-in one, test card numbers only) is the default outside
   * production; production refuses to start with it unless it is named here explicitly.
   */
  PAYMENTS_GATEWAY: z.preprocess(emptyAsUndefined, z.enum(['test', 'stripe']).optional()),
  /** Stripe (payments through the official SDK) when set; the built-in test gateway otherwise. */
  STRIPE_SECRET_KEY: optionalString,
  /** For the browser's Stripe Elements card form. */
  STRIPE_PUBLISHABLE_KEY: optionalString,
  /** Signing secret of the webhook endpoint `POST /api/billing/stripe/webhook` (`whsec_…`). */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another Stripe API origin (stripe-mock, a proxy); Stripe's own when unset. */
  STRIPE_API_BASE: optionalUrl,
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'HOST' | 'DEV_MAILBOX_ALLOW'> {
  HOST: string;
  /** Addresses and ranges that may read the dev mailbox: loopback plus DEV_MAILBOX_ALLOW. */
  devMailboxAllow: string[];
  /** Absolute data folder: embedded database, generated secrets, stored files. */
  dataDir: string;
  /** Absolute folder of the built web client served with history fallback. */
  webDistDir: string;
  /** The public origin, e.g. http://localhost:3000. */
  appUrl: string;
  isProduction: boolean;
  /** APP_VERSION, or the server package's version. */
  version: string;
  logLevel: NonNullable<Env['LOG_LEVEL']>;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export class ConfigError extends Error {}

function packageVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/server/package.json'), 'utf8'));
  return String(manifest.version);
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  if (values.PAYMENTS_GATEWAY === 'stripe' && !values.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: required with PAYMENTS_GATEWAY=stripe',
    );
  }
  if (values.NODE_ENV === 'production' && !values.STRIPE_SECRET_KEY && values.PAYMENTS_GATEWAY !== 'test') {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS_GATEWAY: production takes no test card payments; set STRIPE_SECRET_KEY, or PAYMENTS_GATEWAY=test to run the built-in test gateway anyway',
    );
  }
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  const isProduction = values.NODE_ENV === 'production';
  return {
    ...values,
    HOST: values.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    devMailboxAllow: ['loopback', ...(values.DEV_MAILBOX_ALLOW ?? [])],
    dataDir: path.resolve(values.DATA_DIR),
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    appUrl,
    isProduction,
    version: values.APP_VERSION ?? packageVersion(),
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'warn' : 'info'),
  };
}
