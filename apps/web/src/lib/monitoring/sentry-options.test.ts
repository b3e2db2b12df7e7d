// The browser's Sentry settings are exactly SPEC.md §7's, and nothing at all without a DSN.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientSentryOptions } from './sentry-options.ts';

const ORIGIN = 'https://app.hireloop.example';

describe('clientSentryOptions', () => {
  it('is null without a DSN', () => {
    expect(clientSentryOptions({}, ORIGIN)).toBeNull();
    expect(clientSentryOptions({ VITE_SENTRY_DSN: '  ' }, ORIGIN)).toBeNull();
  });

  it('has the SPEC settings', () => {
    const options = clientSentryOptions(
      {
        VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/7',
        VITE_ENVIRONMENT: 'staging',
        VITE_APP_VERSION: 'v9',
      },
      ORIGIN,
    );
    expect(options).toEqual({
      dsn: 'https://key@o1.ingest.sentry.io/7',
      environment: 'staging',
      release: 'v9',
      tracesSampleRate: 0.01,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0.2,
      tracePropagationTargets: [/^\/api\//, /^https:\/\/app\.hireloop\.example\/api\//],
      ignoreErrors: [
        /^Non-Error promise rejection captured with (keys|value)(?!: undefined$)/,
        /^Non-Error promise rejection captured with value: undefined$/,
      ],
      replay: { maskAllText: false, blockAllMedia: false },
      sendDefaultPii: false,
    });
  });

  it('names an unknown environment development', () => {
    const options = clientSentryOptions(
      { VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/7', VITE_ENVIRONMENT: 'x' },
      ORIGIN,
    );
    expect(options?.environment).toBe('development');
    expect(options?.release).toBeUndefined();
  });

  it("relies on the replay SDK's 500 ms response body read timeout", () => {
    // Not an option of the SDK: this fails if an upgrade changes it.
    const require = createRequire(import.meta.url);
    const entry = require.resolve('@sentry/react');
    const root = entry.slice(0, entry.indexOf(`${path.sep}@sentry${path.sep}`));
    const replay = fs.readFileSync(path.join(root, '@sentry/replay/build/npm/esm/index.js'), 'utf8');
    expect(replay).toMatch(/Timeout while trying to read response body"\)\), 500\)/);
  });
});
