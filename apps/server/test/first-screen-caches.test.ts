// The first screens' lists answered from kept JSON (decision 147): a repeated call costs no
// statement, any change to a table behind it shows at the next call, and a change elsewhere keeps
// the answer. Which tables each cache reads is checked by cached-read-tables.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './http-client.ts';
import {
  createMessagingScene,
  createTestApplication,
  createTestCandidate,
  startTestConversation,
} from './messaging-factories.ts';
import { statementsDuring } from './statement-counter.ts';
import { createCachingTestApp, type TestApp } from './test-app.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createCachingTestApp();
});

afterAll(async () => {
  await ctx.close();
});

/** The answer and how many statements it cost. */
async function getCounted(client: TestClient, url: string) {
  let response: Awaited<ReturnType<TestClient['get']>> | undefined;
  const statements = await statementsDuring(ctx, async () => {
    response = await client.get(url);
  });
  expect(response!.statusCode, url).toBe(200);
  return { body: response!.json(), statements };
}

describe('first-screen lists kept as JSON', () => {
  it('answer a repeated call without a statement and show a new message at the next call', async () => {
    const scene = await createMessagingScene(ctx, { companyName: 'Kept Bakery' });
    const recruiter = scene.company.members.Recruiter.client;
    const uuid = await startTestConversation(recruiter, scene.candidate.user.id, 'First hello');
    await ctx.runJobs();
    const candidate = scene.candidate.client;

    const first = await getCounted(candidate, '/api/conversations');
    expect(first.body.data[0].last_message.content).toBe('First hello');
    const again = await getCounted(candidate, '/api/conversations');
    expect(again.body).toEqual(first.body);
    expect(again.statements).toBe(0);

    // A write to a table no list reads keeps the answer.
    await ctx.database.db.execute(sql`update usage_events set detail = detail where false`);
    expect((await getCounted(candidate, '/api/conversations')).statements).toBe(0);

    const sent = await recruiter.post(`/api/conversations/${uuid}/messages`, { content: 'Second hello' });
    expect(sent.statusCode).toBe(201);
    const after = await getCounted(candidate, '/api/conversations');
    expect(after.body.data[0].last_message.content).toBe('Second hello');
    expect(after.body.data[0].unread_count).toBe(first.body.data[0].unread_count + 1);
    expect(after.statements).toBeGreaterThan(0);

    // The first message's toast (the second tells no one while it is unread) goes once it is read.
    const toasts = await getCounted(candidate, '/api/persistent-notifications/');
    expect(toasts.body.data.map((toast: { description: string }) => toast.description)).toEqual([
      'First hello',
    ]);
    expect((await getCounted(candidate, '/api/persistent-notifications/')).statements).toBe(0);
    expect((await candidate.post(`/api/conversations/${uuid}/read`, {})).statusCode).toBe(200);
    expect((await getCounted(candidate, '/api/persistent-notifications/')).body.data).toEqual([]);
  });

  it('keep each caller’s own answer: another user, company or role never gets it', async () => {
    const scene = await createMessagingScene(ctx, { companyName: 'Own Answers' });
    const admin = scene.company.members['Company Admin'].client;
    const teamMember = scene.company.members['Team Member'].client;
    await startTestConversation(scene.company.members.Recruiter.client, scene.candidate.user.id);
    const asAdmin = (await admin.get('/api/company-conversations')).json();
    const asTeamMember = (await teamMember.get('/api/company-conversations')).json();
    expect(asAdmin.data[0].abilities.send).toBe(true);
    expect(asTeamMember.data[0].abilities.send).toBe(false);
    const other = await createMessagingScene(ctx, { companyName: 'Other Answers' });
    expect(
      (await other.company.members['Company Admin'].client.get('/api/company-conversations')).json().meta
        .total,
    ).toBe(0);
    expect((await other.candidate.client.get('/api/conversations')).json().meta.total).toBe(0);
  });

  it('count a new application on the dashboard at the next call, with the abilities of the role asking', async () => {
    const scene = await createMessagingScene(ctx, { companyName: 'Dashboard Bakery' });
    const admin = scene.company.members['Company Admin'].client;
    const before = await getCounted(admin, '/api/company-dashboard');
    expect((await getCounted(admin, '/api/company-dashboard')).statements).toBe(0);

    const another = await createTestCandidate(ctx);
    await createTestApplication(ctx, scene.company.id, another.user.id);
    const after = await getCounted(admin, '/api/company-dashboard');
    expect(after.body.hiring.new_applicants_this_week).toBe(before.body.hiring.new_applicants_this_week + 1);

    // The abilities follow the role asking, from the same company's figures.
    const teamMember = (
      await scene.company.members['Team Member'].client.get('/api/company-dashboard')
    ).json();
    expect(teamMember.abilities.create_opportunity).toBe(false);
    expect(after.body.abilities.create_opportunity).toBe(true);
    expect(teamMember.hiring).toEqual(after.body.hiring);
  });
});
