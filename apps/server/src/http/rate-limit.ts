// Fixed-window rate limits kept in the database, so every app instance counts against the same
// numbers (DESIGN.md §5). One atomic upsert per check.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { executeRows } from '../db/execute.ts';
import { sha256 } from '../lib/crypto.ts';
import { tooManyRequests } from '../lib/errors.ts';

export interface RateLimit {
  /** What is limited, e.g. `login:jane@example.com|10.0.0.1`; hashed before storage. */
  key: string;
  maxHits: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  retryAfterSeconds: number;
}

export async function hitRateLimit(db: Database, limit: RateLimit): Promise<RateLimitResult> {
  const key = sha256(limit.key);
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
  const [row] = await executeRows<{ hits: number; retry_after: number }>(
    db,
    sql`insert into rate_limits (key, hits, reset_at) values (${key}, 1, now() + ${window})
        on conflict (key) do update set
          hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then now() + ${window} else rate_limits.reset_at end
        returning hits, extract(epoch from (reset_at - now()))::float8 as retry_after`,
  );
  const hits = Number(row?.hits ?? 1);
  return {
    allowed: hits <= limit.maxHits,
    hits,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row?.retry_after ?? limit.windowSeconds))),
  };
}

/** Counts one hit and throws 429 with Retry-After once the window's budget is spent. */
export async function enforceRateLimit(db: Database, limit: RateLimit): Promise<void> {
  const result = await hitRateLimit(db, limit);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

export async function clearRateLimit(db: Database, keyText: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${sha256(keyText)}`);
}

/** Takes back one hit of the current window, for limits that count only failures. */
export async function releaseRateLimitHit(db: Database, keyText: string): Promise<void> {
  await db.execute(
    sql`update rate_limits set hits = greatest(hits - 1, 0)
        where key = ${sha256(keyText)} and reset_at > now()`,
  );
}
