// Sanctum-style CSRF protection: every unsafe request must echo the XSRF-TOKEN cookie in the
// X-XSRF-TOKEN header, and that token must be the one of the request's session.
import { CSRF_MISMATCH } from '@hireloop/shared/auth';
import { safeEqual } from '../lib/crypto.ts';
import { AppError } from '../lib/errors.ts';
import type { App } from './types.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for endpoints authenticated by other means (signed server-to-server calls). */
    csrf?: boolean;
  }
}

function headerToken(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

export function registerCsrfProtection(app: App): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.is404) return;
    if (request.routeOptions.config.csrf === false) return;
    // X-XSRF-TOKEN echoes the cookie (Axios-style); X-CSRF-TOKEN is what pusher-js sends from a meta tag.
    const sent = headerToken(request.headers['x-xsrf-token']) ?? headerToken(request.headers['x-csrf-token']);
    const expected = request.session?.csrfToken;
    if (!sent || !expected || !safeEqual(sent, expected)) throw new AppError(419, CSRF_MISMATCH);
  });
}
