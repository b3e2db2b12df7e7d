// Login is required by default: every route gets the check unless it is declared public.
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../lib/errors.ts';
import type { App } from './types.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a signed-in user. */
    public?: boolean;
  }
}

/** Routes of plugins we do not write (static files, API docs) are public by nature. */
export function isInfrastructureRoute(url: string): boolean {
  return url === '/*' || url.startsWith('/api/docs');
}

export function registerAuthentication(app: App): void {
  app.addHook('onRoute', (route) => {
    const config = route.config as { public?: boolean } | undefined;
    if (config?.public || isInfrastructureRoute(route.url)) return;
    // onRequest: before the body is parsed or validated, so a signed-out caller learns nothing more
    // than 401. Global onRequest hooks (the session loader) have already run by then.
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [requireSignedIn, ...existing];
  });
}

async function requireSignedIn(request: FastifyRequest): Promise<void> {
  if (!request.session?.userId) throw unauthenticated();
}

/** The signed-in user's id; only call from routes that are not public. */
export function signedInUserId(request: FastifyRequest): number {
  const userId = request.session?.userId;
  if (!userId) throw unauthenticated();
  return userId;
}
