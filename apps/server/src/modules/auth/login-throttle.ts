// Sign-in throttling, counting failed attempts only (as Fortify does): 5 a minute for one account
// from one address, and 10 per 15 minutes for one account from anywhere, so rotating addresses
// does not buy a password guesser more tries. Each attempt is counted before the password is
// checked (parallel guesses cannot all slip under the limit) and handed back when it succeeds.
import type { Database } from '#server/db/client.ts';
import {
  clearRateLimit,
  enforceRateLimit,
  type RateLimit,
  releaseRateLimitHit,
} from '#server/http/rate-limit.ts';

export const LOGIN_ATTEMPTS_PER_ADDRESS = { maxHits: 5, windowSeconds: 60 } as const;
export const LOGIN_ATTEMPTS_PER_ACCOUNT = { maxHits: 10, windowSeconds: 15 * 60 } as const;

export interface LoginAttempt {
  /** The password was right: this attempt does not count, and the address starts afresh. */
  succeeded(): Promise<void>;
}

/** Counts one sign-in attempt for `email` from `ip`; throws 429 once either budget is spent. */
export async function beginLoginAttempt(db: Database, email: string, ip: string): Promise<LoginAttempt> {
  const fromAddress: RateLimit = { key: `login:${email}|${ip}`, ...LOGIN_ATTEMPTS_PER_ADDRESS };
  const forAccount: RateLimit = { key: `login-account:${email}`, ...LOGIN_ATTEMPTS_PER_ACCOUNT };
  await enforceRateLimit(db, fromAddress);
  await enforceRateLimit(db, forAccount);
  return {
    async succeeded() {
      await Promise.all([clearRateLimit(db, fromAddress.key), releaseRateLimitHit(db, forAccount.key)]);
    },
  };
}
