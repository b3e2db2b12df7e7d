// Where the app reports errors it could not handle (5xx): Sentry when SENTRY_DSN is set
// (modules/monitoring/sentry.ts), nowhere otherwise.
export interface ErrorReporter {
  captureException(error: unknown, context: { requestId: string; route: string | undefined }): void;
  flush(timeoutMs: number): Promise<unknown>;
}
