// GET /redirect?to=: decide, and record the click (allowed or refused) for the link's statistics.
import type { Database } from '#server/db/client.ts';
import { redirectClicks } from '#server/db/schema.ts';
import { decideRedirect, type RedirectDecision } from './safe-redirect.ts';

export const TARGET_MAX_LENGTH = 2048;

export async function followRedirect(
  db: Database,
  to: string,
  appUrl: string,
  allowList: readonly string[],
): Promise<RedirectDecision> {
  const decision = decideRedirect(to, appUrl, allowList);
  // NUL cannot be stored; the rest is kept as typed (cut) so refused attempts can be looked into.
  await db
    .insert(redirectClicks)
    .values({ target: to.replaceAll('\u0000', '').slice(0, TARGET_MAX_LENGTH), allowed: decision.allowed });
  return decision;
}
