// The browser's error reporting settings (SPEC.md §7 "Monitoring"), built from the build's
// configuration: VITE_SENTRY_DSN (none: nothing is loaded), VITE_ENVIRONMENT, VITE_APP_VERSION.
// Plain data, so they are tested without loading the SDK; start-sentry.ts hands them to it.
import {
  ENVIRONMENTS,
  type Environment,
  IGNORED_ERRORS,
  REPLAYS_ON_ERROR_SAMPLE_RATE,
  REPLAYS_SESSION_SAMPLE_RATE,
  TRACES_SAMPLE_RATE,
  tracePropagationTargets,
} from '@hireloop/shared/monitoring';

export interface ClientMonitoringEnv {
  VITE_SENTRY_DSN?: string | undefined;
  VITE_ENVIRONMENT?: string | undefined;
  VITE_APP_VERSION?: string | undefined;
}

export interface ClientSentryOptions {
  dsn: string;
  environment: Environment | 'development';
  release: string | undefined;
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
  tracePropagationTargets: RegExp[];
  ignoreErrors: RegExp[];
  /** The replay integration's settings: nothing masked, no media blocked. */
  replay: { maskAllText: false; blockAllMedia: false };
  sendDefaultPii: false;
}

/** The options, or null when no DSN is configured (then the SDK is never downloaded). */
export function clientSentryOptions(env: ClientMonitoringEnv, origin: string): ClientSentryOptions | null {
  const dsn = env.VITE_SENTRY_DSN?.trim();
  if (!dsn) return null;
  const environment = (ENVIRONMENTS as readonly string[]).includes(env.VITE_ENVIRONMENT ?? '')
    ? (env.VITE_ENVIRONMENT as Environment)
    : 'development';
  return {
    dsn,
    environment,
    release: env.VITE_APP_VERSION?.trim() || undefined,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
    tracePropagationTargets: tracePropagationTargets(origin),
    ignoreErrors: [...IGNORED_ERRORS],
    replay: { maskAllText: false, blockAllMedia: false },
    sendDefaultPii: false,
  };
}
