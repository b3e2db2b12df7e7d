// Every cached read declares the tables it reads, and a change to any of them retires it (decisions
// 040, 147). A table it reads but does not declare would let it show old data until it expires, so
// this test loads each cache through the first screens of every role and compares the tables its
// statements really read with the ones it declares.
import { AsyncLocalStorage } from 'node:async_hooks';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cachedReads,
  markAllChanged,
  observeCachedLoads,
  readCoherenceOf,
} from '../src/db/read-coherence.ts';
import * as schema from '../src/db/schema.ts';
import { createMessagingScene, startTestConversation } from './messaging-factories.ts';
import { createTestFranchise } from './tenancy-factories.ts';
import { createCachingTestApp, type TestApp } from './test-app.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createCachingTestApp();
});

afterAll(async () => {
  observeCachedLoads(undefined);
  await ctx.close();
});

/** Tables a statement reads from: those named after `from` or `join` (Drizzle quotes them). */
const READ_FROM = /\b(?:from|join)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const TABLES = new Set(
  Object.values(schema).flatMap((value) => (is(value, PgTable) ? [getTableConfig(value).name] : [])),
);

describe('cached reads', () => {
  it('declare every table they read', async () => {
    const scene = await createMessagingScene(ctx);
    const admin = scene.company.members['Company Admin'].client;
    await startTestConversation(scene.company.members.Recruiter.client, scene.candidate.user.id);
    const franchise = await createTestFranchise(ctx);
    await ctx.runJobs();

    // A load may read through another cache (users/self's answer from the signed-in user): its
    // statements count for both.
    const loading = new AsyncLocalStorage<Set<string>[]>();
    const read = new Map<string, Set<string>>();
    observeCachedLoads((cache, load) => {
      const tables = read.get(cache.name) ?? new Set<string>();
      read.set(cache.name, tables);
      return loading.run([...(loading.getStore() ?? []), tables], load);
    });
    const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const original = client.query;
    client.query = function recordedQuery(this: unknown, ...args: unknown[]) {
      const loads = loading.getStore();
      const [first] = args;
      const text = typeof first === 'string' ? first : String((first as { text?: string }).text);
      for (const match of loads ? text.matchAll(READ_FROM) : []) {
        const table = match[1]!.toLowerCase();
        if (TABLES.has(table)) for (const tables of loads!) tables.add(table);
      }
      return original.apply(this, args);
    };
    try {
      const screens = [
        {
          client: admin,
          urls: [
            '/api/users/self',
            '/api/company-dashboard',
            '/api/persistent-notifications/',
            '/api/company-conversations?page=1&per_page=25',
            '/api/messages/unread-count',
            '/api/notifications?scope=company&page=1&per_page=1',
          ],
        },
        {
          client: scene.candidate.client,
          urls: [
            '/api/users/self',
            '/api/persistent-notifications/',
            '/api/conversations?page=1&per_page=25',
            '/api/messages/unread-count',
            '/api/notifications?scope=candidate&page=1&per_page=1',
            '/api/opportunities/recommended?limit=4',
            '/api/applications?status=active&per_page=1&page=1',
            '/api/profile',
          ],
        },
        { client: franchise.owner, urls: ['/api/enterprises/current', '/api/enterprise-groups'] },
      ];
      for (const screen of screens) {
        for (const url of screen.urls) {
          markAllChanged(readCoherenceOf(ctx.database.db)!);
          expect((await screen.client.get(url)).statusCode, url).toBe(200);
        }
      }
    } finally {
      client.query = original;
      observeCachedLoads(undefined);
    }

    // Every cache the app made was loaded here, so none goes unchecked.
    expect([...read.keys()].sort()).toEqual([...cachedReads().keys()].sort());
    const undeclared: Record<string, string[]> = {};
    for (const [name, tables] of read) {
      expect(tables.size, name).toBeGreaterThan(0);
      const declared = cachedReads().get(name)!;
      const missing = [...tables].filter((table) => !declared.includes(table));
      if (missing.length) undeclared[name] = missing;
    }
    expect(undeclared).toEqual({});
  });
});
