// Loaded only when a DSN is configured (main.tsx imports it lazily): the official React SDK with
// tracing and replay-on-error, as sentry-options.ts sets them.
import * as Sentry from '@sentry/react';
import type { ClientSentryOptions } from './sentry-options.ts';

export function startSentry(options: ClientSentryOptions): void {
  const { replay, ...rest } = options;
  Sentry.init({
    ...rest,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration(replay)],
  });
}
