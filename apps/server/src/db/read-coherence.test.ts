// The caches of sessions, actors and signed-in users stay exact (decisions 040, 147): any write to
// the tables they come from, by whatever code path, is seen by the next request; on PostgreSQL another
// instance sees it once the change is announced, and nothing is cached while it cannot listen.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '#server-test/factories.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createMessagingScene, startTestConversation } from '#server-test/messaging-factories.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '#server-test/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, wrapPostgres } from './client.ts';
import { readsCacheable } from './read-coherence.ts';
import { companyMemberships, users } from './schema.ts';
import { statementEffect } from './write-observers.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
  // On PostgreSQL the caches start once the handle listens.
  await waitFor(() => readsCacheable(ctx.database.db), 'the caches to start');
});

afterAll(async () => {
  await ctx.close();
});

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('statementEffect', () => {
  const changes = (text: string) => {
    const effect = statementEffect(text);
    return effect === 'end' ? effect : [...effect].sort();
  };

  it('names the tables a statement writes, and nothing for reads or a session sliding its expiry', () => {
    expect(changes('insert into "application_notes" ("body") values ($1)')).toEqual(['application_notes']);
    expect(changes('with moved as (update companies set name = $1) select 1')).toEqual(['companies']);
    expect(changes('select * from "users" where "id" = $1 for update')).toEqual([]);
    expect(
      changes(
        'update "sessions" set "last_activity_at" = now(), "expires_at" = $1 where "sessions"."id" = $2',
      ),
    ).toEqual([]);
    expect(changes('commit')).toBe('end');
    expect(changes('ROLLBACK')).toBe('end');
  });

  it('adds what the database’s triggers write after it', () => {
    // A profile change rebuilds the company search documents that show it (migration 0005).
    expect(changes('update "candidate_profiles" set "headline" = $1')).toContain(
      'company_candidate_documents',
    );
    // Raising companies.candidates_version (migration 0007) changes nothing a cached read shows.
    expect(changes('update "applications" set "status" = $1')).not.toContain('companies');
    // A function the app calls writes what its body writes.
    expect(changes('select candidate_profiles_refresh_search_vectors($1::bigint[])')).toEqual([
      'candidate_profiles',
      'company_candidate_documents',
    ]);
  });

  it('adds every table whose rows a delete takes or clears with it', () => {
    const removed = changes('DELETE FROM sessions WHERE id = $1');
    expect(removed).toEqual(['sessions']);
    const account = changes('delete from "users" where "id" = $1');
    for (const table of ['users', 'sessions', 'company_memberships', 'messages', 'notifications']) {
      expect(account, table).toContain(table);
    }
    // An update of a parent row leaves the rows that reference it alone.
    expect(changes('update "users" set "first_name" = $1')).not.toContain('sessions');
    expect(changes('truncate table "companies", "users" cascade')).toContain('applications');
  });
});

describe('cached first reads', () => {
  it('show a change made by any statement at the next request', async () => {
    const user = await createUser(ctx, { firstName: 'Before' });
    const client = await signedInClient(ctx, user);
    expect((await client.get('/api/users/self')).json().first_name).toBe('Before');
    expect((await client.get('/api/users/self')).json().first_name).toBe('Before');

    await ctx.database.db.execute(sql`update users set first_name = 'After' where id = ${user.id}`);
    expect((await client.get('/api/users/self')).json().first_name).toBe('After');

    await ctx.database.db.transaction(async (tx) => {
      await tx.update(users).set({ firstName: 'Inside' }).where(eq(users.id, user.id));
    });
    expect((await client.get('/api/users/self')).json().first_name).toBe('Inside');
  });

  it('never serve a rolled-back change, nor the role of a removed member', async () => {
    const company = await createTestCompany(ctx, 'Coherent Bakery');
    const recruiter = company.members.Recruiter;
    expect((await recruiter.client.get('/api/company-dashboard')).statusCode).toBe(200);

    await ctx.database.db
      .transaction(async (tx) => {
        await tx.delete(companyMemberships).where(eq(companyMemberships.userId, recruiter.user.id));
        tx.rollback();
      })
      .catch(() => {});
    expect((await recruiter.client.get('/api/company-dashboard')).statusCode).toBe(200);

    await ctx.database.db.delete(companyMemberships).where(eq(companyMemberships.userId, recruiter.user.id));
    expect((await recruiter.client.get('/api/company-dashboard')).statusCode).toBe(403);
    expect((await recruiter.client.get('/api/users/self')).json().companies).toEqual([]);
  });

  it('end a session deleted behind the server’s back', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    expect((await client.get('/api/users/self')).statusCode).toBe(200);
    await ctx.database.db.execute(sql`delete from sessions where user_id = ${user.id}`);
    expect((await client.get('/api/users/self')).statusCode).toBe(401);
  });
});

describe.runIf(process.env.TEST_DATABASE === 'postgres')('two instances on PostgreSQL', () => {
  let other: DatabaseHandle;
  let second: TestApp['app'];
  let dataDir: string;

  beforeAll(async () => {
    const url = (ctx.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    other = wrapPostgres(new pg.Pool({ connectionString: url, max: 3 }), url);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-coherence-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: ctx.config.webDistDir,
    });
    second = await buildApp({ ...ctx.deps, config, database: other });
    await second.ready();
    await waitFor(() => readsCacheable(other.db), 'the second instance to listen');
  });

  afterAll(async () => {
    await second?.close();
    await other?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('see a change committed on the other instance as soon as it is announced', async () => {
    const user = await createUser(ctx, { firstName: 'Shared' });
    const client = new TestClient(second, '10.77.0.1');
    expect(
      (await client.post('/login', { email: user.email, password: 'correct horse battery' })).statusCode,
    ).toBe(200);
    expect((await client.get('/api/users/self')).json().first_name).toBe('Shared');

    const changedAt = Date.now();
    await ctx.database.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, user.id));
    await waitFor(
      async () => (await client.get('/api/users/self')).json().first_name === 'Renamed',
      'the rename on the second instance',
    );
    expect(Date.now() - changedAt).toBeLessThan(2_000);

    // A session ended on the first instance ends on the second.
    await ctx.database.db.execute(sql`delete from sessions where user_id = ${user.id}`);
    await waitFor(async () => (await client.get('/api/users/self')).statusCode === 401, 'the logout');
  });

  it('show a first-screen list the change another instance committed to it', async () => {
    const scene = await createMessagingScene(ctx, { companyName: 'Two Ovens' });
    const recruiter = scene.company.members.Recruiter.client;
    const uuid = await startTestConversation(recruiter, scene.candidate.user.id, 'From the first');
    const candidate = new TestClient(second, '10.77.0.2');
    const signIn = await candidate.post('/login', {
      email: scene.candidate.user.email,
      password: 'correct horse battery',
    });
    expect(signIn.statusCode).toBe(200);
    const lastMessage = async () =>
      (await candidate.get('/api/conversations')).json().data[0].last_message.content;
    expect(await lastMessage()).toBe('From the first');
    expect(await lastMessage()).toBe('From the first');

    expect(
      (await recruiter.post(`/api/conversations/${uuid}/messages`, { content: 'And again' })).statusCode,
    ).toBe(201);
    const sentAt = Date.now();
    await waitFor(async () => (await lastMessage()) === 'And again', 'the message on the second instance');
    expect(Date.now() - sentAt).toBeLessThan(2_000);
  });

  it('caches nothing while its LISTEN connection is down, and again once it is back', async () => {
    await ctx.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen hireloop_read_changes%'
            and pid <> pg_backend_pid()`,
    );
    await waitFor(() => !readsCacheable(other.db), 'caching to stop');
    await waitFor(() => readsCacheable(other.db), 'caching to resume');
  });
});
