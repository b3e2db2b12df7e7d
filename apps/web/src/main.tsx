import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { clientSentryOptions } from './lib/monitoring/sentry-options.ts';
import './styles.css';

// Form errors read like the server's ("The email field is required."): the shared zod wrappers
// install those messages as they load, with the first form that needs them (decision 140).

// Error reporting only when the build names a DSN; the SDK is a separate chunk fetched then.
const sentryOptions = clientSentryOptions(import.meta.env, window.location.origin);
if (sentryOptions) {
  void import('./lib/monitoring/start-sentry.ts').then(({ startSentry }) => startSentry(sentryOptions));
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
