// The in-process session cache used on embedded PGlite: copies in and out, expiry, forgetting.
import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session.cache.ts';
import type { StoredSession } from './stored-session.ts';

const session = (
  id: string,
  userId: number | null,
  overrides: Partial<StoredSession> = {},
): StoredSession => ({
  id,
  userId,
  csrfToken: `csrf-${id}`,
  data: { passwordConfirmedAt: 1 },
  remember: false,
  lastActivityAt: new Date(),
  expiresAt: new Date(Date.now() + 60_000),
  ...overrides,
});

describe('createSessionCache', () => {
  it('hands out copies, so a caller changing its session never changes the cache', () => {
    const cache = createSessionCache();
    const original = session('a', 1);
    cache.set(original);
    original.data.passwordConfirmedAt = 99;
    const first = cache.get('a')!;
    first.userId = 2;
    first.data.passwordConfirmedAt = 42;
    expect(cache.get('a')).toMatchObject({ userId: 1, data: { passwordConfirmedAt: 1 } });
  });

  it('never returns an expired session', () => {
    const cache = createSessionCache();
    cache.set(session('old', 1, { expiresAt: new Date(Date.now() - 1) }));
    expect(cache.get('old')).toBeUndefined();
  });

  it('forgets one session, or every session of a user but the one kept', () => {
    const cache = createSessionCache();
    cache.set(session('a', 1));
    cache.set(session('b', 1));
    cache.set(session('c', 1));
    cache.set(session('d', 2));
    cache.forget('a');
    cache.forgetUser(1, 'c');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.userId).toBe(1);
    expect(cache.get('d')?.userId).toBe(2);
  });

  it('slides the activity of a cached session only', () => {
    const cache = createSessionCache();
    cache.set(session('a', 1, { lastActivityAt: new Date(0) }));
    const later = new Date(Date.now() + 120_000);
    cache.touch('a', { lastActivityAt: new Date(1000), expiresAt: later });
    cache.touch('missing', { lastActivityAt: new Date(1000), expiresAt: later });
    expect(cache.get('a')).toMatchObject({ lastActivityAt: new Date(1000), expiresAt: later });
    expect(cache.get('missing')).toBeUndefined();
  });
});
