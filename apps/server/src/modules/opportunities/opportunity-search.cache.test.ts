// The ranked-window cache of candidate search: what shares an entry, and that a cached window never
// shows what is no longer published nor hides what was just published on this server.
import { opportunitySearchQuerySchema } from '@hireloop/shared/opportunities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities } from '#server/db/schema.ts';
import { createUser, signedInClient } from '#server-test/factories.ts';
import type { TestClient } from '#server-test/http-client.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';
import { createTestCompany, type TestCompany } from '#server-test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '#server-test/test-app.ts';
import { createSearchWindowCache, searchCacheKey } from './opportunity-search.cache.ts';

const query = (input: Record<string, string>) => opportunitySearchQuerySchema.parse(input);

/** A promise the test settles when it chooses: reads wait on it to stay under way. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('searchCacheKey', () => {
  it('shares one entry between spellings of the same search', () => {
    expect(searchCacheKey(query({ q: '  Barista   Lead ', location: 'Austin' }))).toBe(
      searchCacheKey(query({ location: 'austin', q: 'barista lead' })),
    );
  });

  it('keeps pages, filters and page sizes apart', () => {
    const base = searchCacheKey(query({ q: 'barista' }));
    expect(searchCacheKey(query({ q: 'barista', page: '2' }))).not.toBe(base);
    expect(searchCacheKey(query({ q: 'barista', remote: 'true' }))).not.toBe(base);
    expect(searchCacheKey(query({ q: 'barista', per_page: '10' }))).not.toBe(base);
    expect(searchCacheKey(query({ q: 'barista', pay_min: '0' }))).not.toBe(base);
  });

  it('holds at most its byte budget, dropping the least recently used pages first', async () => {
    const cache = createSearchWindowCache<{ ids: number[]; matched: number; cards: never[] }>(60_000, 10_000);
    const page = (id: number) => ({
      ids: [id],
      matched: 1,
      cards: [{ title: 'x'.repeat(1_000) }] as never[],
    });
    for (let n = 1; n <= 10; n += 1) await cache.read(query({ q: `word${n}` }), async () => page(n));
    let reads = 0;
    const again = (n: number) =>
      cache.read(query({ q: `word${n}` }), async () => {
        reads += 1;
        return page(-n);
      });
    expect((await again(10)).ids).toEqual([10]);
    expect((await again(1)).ids).toEqual([-1]);
    expect(reads).toBe(1);
  });

  it('forgets entries after their time to live and on clear', async () => {
    const cache = createSearchWindowCache<{ ids: number[]; matched: number; cards: never[] }>(20);
    const cook = query({ q: 'cook' });
    const page = (ids: number[]) => async () => ({ ids, matched: ids.length, cards: [] });
    expect((await cache.read(cook, page([1, 2]))).ids).toEqual([1, 2]);
    expect((await cache.read(cook, page([9]))).ids).toEqual([1, 2]);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect((await cache.read(cook, page([3]))).ids).toEqual([3]);
    cache.clear();
    expect((await cache.read(cook, page([4]))).ids).toEqual([4]);
  });

  it('shares a read under way with the requests for the same search meanwhile', async () => {
    const cache = createSearchWindowCache<{ ids: number[]; matched: number; cards: never[] }>(60_000);
    let reads = 0;
    const { opened, open } = gate();
    const slowRead = async () => {
      reads += 1;
      await opened;
      return { ids: [7], matched: 1, cards: [] };
    };
    const waiting = Array.from({ length: 5 }, () => cache.read(query({ q: 'cook' }), slowRead));
    open();
    expect((await Promise.all(waiting)).map((page) => page.ids)).toEqual([[7], [7], [7], [7], [7]]);
    expect(reads).toBe(1);
  });

  it('keeps no read that was under way when the cache was cleared; its requests get a later read', async () => {
    const cache = createSearchWindowCache<{ ids: number[]; matched: number; cards: never[] }>(60_000);
    let reads = 0;
    const { opened, open } = gate();
    const read = async () => {
      reads += 1;
      const ids = [reads];
      await opened;
      return { ids, matched: 1, cards: [] };
    };
    const before = cache.read(query({ q: 'cook' }), read);
    // An opportunity changed on this server while the first read was running.
    cache.clear();
    open();
    expect((await before).ids).toEqual([2]);
    // Neither read was kept: the next request reads again.
    expect((await cache.read(query({ q: 'cook' }), read)).ids).toEqual([3]);
  });
});

describe('GET /api/opportunities/search with a cached window', () => {
  let ctx: TestApp;
  let company: TestCompany;
  let candidate: TestClient;

  beforeAll(async () => {
    ctx = await createTestApp();
    company = await createTestCompany(ctx, 'Cache Cafe');
    candidate = await signedInClient(ctx, await createUser(ctx));
  });
  afterAll(() => ctx.close());

  const searchIds = async (q: string) => {
    const response = await candidate.get(`/api/opportunities/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return response.json().data.map((card: { id: number }) => card.id);
  };

  it('drops an opportunity closed behind its back (another server) from the cached page', async () => {
    const { opportunity } = await createTestOpportunity(ctx.database.db, company.id, {
      title: 'Roastery Technician',
    });
    expect(await searchIds('roastery')).toEqual([opportunity.id]);
    // Written straight to the database, as another instance would: this server's cache is not told.
    await ctx.database.db
      .update(opportunities)
      .set({ status: 'closed', closedAt: new Date() })
      .where(eq(opportunities.id, opportunity.id));
    expect(await searchIds('roastery')).toEqual([]);
  });

  it('shows changes made through this server at once', async () => {
    const recruiter = company.members.Recruiter.client;
    const first = await createTestOpportunity(ctx.database.db, company.id, { title: 'Latte Artist' });
    expect(await searchIds('latte')).toEqual([first.opportunity.id]);

    const created = await recruiter.post('/api/opportunities', {
      title: 'Latte Artist Trainee',
      description: '<p>Pour hearts and tulips.</p>',
      location: 'Portland, OR',
      employment_type: 'part_time',
    });
    expect(created.statusCode).toBe(201);
    const published = await recruiter.put(`/api/opportunities/${created.json().id}`, {
      status: 'published',
    });
    expect(published.statusCode).toBe(200);
    expect((await searchIds('latte')).sort()).toEqual([first.opportunity.id, created.json().id].sort());

    const paused = await recruiter.put(`/api/opportunities/${first.opportunity.id}`, { status: 'paused' });
    expect(paused.statusCode).toBe(200);
    expect(await searchIds('latte')).toEqual([created.json().id]);
  });
});
