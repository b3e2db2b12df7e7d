// Server error reporting (SPEC.md §7 "Monitoring"): with SENTRY_DSN the official @sentry/node SDK is
// loaded and started with the SPEC's settings; without it nothing is loaded at all. The app reports
// its unhandled (5xx) errors through the ErrorReporter it is given (http/errors.ts).
import { IGNORED_ERRORS, TRACES_SAMPLE_RATE, tracePropagationTargets } from '@hireloop/shared/monitoring';
import type { Config } from '#server/config.ts';
import type { ErrorReporter } from '#server/lib/error-reporter.ts';

export interface SentryServerOptions {
  dsn: string;
  environment: string;
  release: string;
  tracesSampleRate: number;
  tracePropagationTargets: RegExp[];
  ignoreErrors: RegExp[];
  sendDefaultPii: false;
}

/** The SDK's options from the configuration; null when SENTRY_DSN is unset. */
export function sentryServerOptions(
  config: Pick<Config, 'SENTRY_DSN' | 'ENVIRONMENT' | 'version' | 'appUrl' | 'isProduction'>,
): SentryServerOptions | null {
  if (!config.SENTRY_DSN) return null;
  return {
    dsn: config.SENTRY_DSN,
    environment: config.ENVIRONMENT ?? (config.isProduction ? 'production' : 'development'),
    release: config.version,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    tracePropagationTargets: tracePropagationTargets(config.appUrl),
    ignoreErrors: [...IGNORED_ERRORS],
    // Cookies, addresses and bodies stay out of reports.
    sendDefaultPii: false,
  };
}

/** Starts Sentry when configured (the SDK is imported only then); answers the reporter, or null. */
export async function startServerErrorReporting(config: Config): Promise<ErrorReporter | null> {
  const options = sentryServerOptions(config);
  if (!options) return null;
  const Sentry = await import('@sentry/node');
  Sentry.init(options);
  return {
    captureException(error, context) {
      Sentry.withScope((scope) => {
        scope.setTag('request_id', context.requestId);
        if (context.route) scope.setTag('route', context.route);
        Sentry.captureException(error);
      });
    },
    flush: (timeoutMs) => Sentry.flush(timeoutMs),
  };
}
