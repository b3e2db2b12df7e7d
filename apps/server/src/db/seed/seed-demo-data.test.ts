import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../schema.ts';
import { DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD } from './demo-candidate.ts';
import { seedDemoData } from './seed-demo-data.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx.close();
});

describe('demo seed', () => {
  it('creates the demo candidate once, who can sign in with the printed password', async () => {
    const first = await seedDemoData(ctx.database.db);
    const second = await seedDemoData(ctx.database.db);
    expect(first).toEqual(second);
    expect(first).toContainEqual({
      label: 'Candidate',
      email: DEMO_CANDIDATE_EMAIL,
      password: DEMO_PASSWORD,
    });
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, DEMO_CANDIDATE_EMAIL));
    expect(row!.n).toBe(1);

    const login = await new TestClient(ctx.app).post('/login', {
      email: DEMO_CANDIDATE_EMAIL,
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email_verified_at).not.toBeNull();
  });
});
