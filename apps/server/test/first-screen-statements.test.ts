// The calls of each role's first screens run a fixed, small number of statements, whatever the
// number of conversations, notifications and accounts behind them (no N+1). Counted at the
// database client, session and actor lookups included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markAllChanged, readCoherenceOf } from '../src/db/read-coherence.ts';
import { createUser, signedInClient } from './factories.ts';
import type { TestClient } from './http-client.ts';
import { createMessagingScene, createTestApplication, startTestConversation } from './messaging-factories.ts';
import { statementsDuring } from './statement-counter.ts';
import { createCachingTestApp, type TestApp } from './test-app.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createCachingTestApp();
});

afterAll(async () => {
  await ctx.close();
});

async function statementsOf(client: TestClient, url: string): Promise<number> {
  let status = 0;
  const count = await statementsDuring(ctx, async () => {
    status = (await client.get(url)).statusCode;
  });
  expect(status, url).toBe(200);
  // With cold caches every call reads at least its session: a zero would mean nothing was counted.
  expect(count, url).toBeGreaterThan(0);
  return count;
}

/**
 * Counted with cold caches (decision 040), a call reads its session and its actor separately: one
 * statement more than the budgets below, which count the joint lookup PostgreSQL made before, or
 * PGlite's cached session. With warm caches (every request until the next change to their tables)
 * both lookups cost nothing.
 */
const COLD_CACHE_LOOKUPS = 1;

/** Each call and the most statements it may run (a session lookup and an actor lookup included). */
const COMPANY_SCREEN = {
  '/api/users/self': 2,
  '/api/company-dashboard': 2,
  '/api/messages/unread-count': 2,
  '/api/notifications?scope=company&page=1&per_page=1': 2,
  '/api/persistent-notifications/': 2,
  '/api/company-conversations?page=1&per_page=25': 2,
  '/api/company-conversations?page=1&per_page=25&search=casey': 2,
};
const CANDIDATE_SCREEN = {
  '/api/users/self': 2,
  '/api/profile': 2,
  '/api/applications?status=active&per_page=1&page=1': 2,
  '/api/applications?per_page=3&page=1': 2,
  '/api/notifications?scope=candidate&page=1&per_page=1': 2,
  '/api/messages/unread-count': 2,
  '/api/persistent-notifications/': 2,
  '/api/conversations?page=1&per_page=25': 2,
};

describe('first screens', () => {
  it('run the same few statements with one conversation as with four', async () => {
    const scene = await createMessagingScene(ctx);
    const admin = scene.company.members['Company Admin'].client;
    const recruiter = scene.company.members.Recruiter.client;
    await startTestConversation(recruiter, scene.candidate.user.id);
    await scene.candidate.client.post(`/api/conversations/${await firstConversation(admin)}/messages`, {
      content: 'Thanks!',
    });

    const measure = async () => {
      // The writes' notification jobs first: their statements are not the screens'.
      await ctx.runJobs();
      return {
        company: await countAll(admin, COMPANY_SCREEN),
        candidate: await countAll(scene.candidate.client, CANDIDATE_SCREEN),
      };
    };
    const withOne = await measure();

    // Three more candidates in conversation with the company, and three more companies writing to
    // the first candidate, each conversation with messages from both sides.
    for (let index = 0; index < 3; index++) {
      const candidate = await createUser(ctx, { firstName: 'Casey', lastName: `Candidate ${index}` });
      await createTestApplication(ctx, scene.company.id, candidate.id);
      await startTestConversation(recruiter, candidate.id);
      const other = await createMessagingScene(ctx, { companyName: `Other ${index}` });
      await createTestApplication(ctx, other.company.id, scene.candidate.user.id);
      await startTestConversation(other.company.members.Recruiter.client, scene.candidate.user.id);
    }
    const candidateClient = await signedInClient(ctx, scene.candidate.user);
    const withFour = await measure();

    expect((await candidateClient.get('/api/conversations')).json().meta.total).toBe(4);
    expect((await admin.get('/api/company-conversations')).json().meta.total).toBe(4);
    expect(withFour).toEqual(withOne);
    for (const [url, budget] of Object.entries(COMPANY_SCREEN)) {
      expect(withFour.company[url], url).toBeLessThanOrEqual(budget + COLD_CACHE_LOOKUPS);
    }
    for (const [url, budget] of Object.entries(CANDIDATE_SCREEN)) {
      expect(withFour.candidate[url], url).toBeLessThanOrEqual(budget + COLD_CACHE_LOOKUPS);
    }
  });
});

async function firstConversation(client: TestClient): Promise<string> {
  return (await client.get('/api/company-conversations')).json().data[0].uuid as string;
}

/**
 * Each call with cold caches (decision 040): as if the data behind the session, actor and signed-in
 * user had just changed, so the count is the same whenever a change is announced.
 */
async function countAll(client: TestClient, screen: Record<string, number>) {
  const counts: Record<string, number> = {};
  for (const url of Object.keys(screen)) {
    await client.get(url);
    markAllChanged(readCoherenceOf(ctx.database.db)!);
    counts[url] = await statementsOf(client, url);
  }
  return counts;
}
