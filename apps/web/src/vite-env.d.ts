/// <reference types="vite/client" />

// Build-time settings read by the client (apps/web/src/lib/monitoring/sentry-options.ts).
interface ImportMetaEnv {
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_ENVIRONMENT?: string;
  readonly VITE_APP_VERSION?: string;
}
