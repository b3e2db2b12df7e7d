// Error reporting settings of SPEC.md §7 "Monitoring", the same for the server (@sentry/node) and the
// web client (@sentry/react): sample rates, where trace headers may go, and the two noise kinds
// that are never reported.

export const ENVIRONMENTS = ['staging', 'demo', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const TRACES_SAMPLE_RATE = 0.01;
export const REPLAYS_SESSION_SAMPLE_RATE = 0;
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 0.2;
/**
 * Response bodies are read for replays with this timeout. It is the replay integration's own
 * (not an option): a web test checks the installed SDK still uses it.
 */
export const RESPONSE_BODY_READ_TIMEOUT_MS = 500;

/**
 * The two noise kinds (messages as the Sentry SDKs word them): a promise rejected with something
 * that is not an Error (an object, a string), and an unhandled rejection whose value is undefined.
 */
export const IGNORED_ERRORS: readonly RegExp[] = [
  /^Non-Error promise rejection captured with (keys|value)(?!: undefined$)/,
  /^Non-Error promise rejection captured with value: undefined$/,
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Trace headers go to our own API only: same-origin `/api/…`, relative or absolute. */
export function tracePropagationTargets(origin: string): RegExp[] {
  return [/^\/api\//, new RegExp(`^${escapeRegExp(origin.replace(/\/$/, ''))}/api/`)];
}
