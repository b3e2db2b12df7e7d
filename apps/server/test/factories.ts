// Factories for test data, written through the same services the product uses.
import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { TestClient } from './http-client.ts';
import type { TestApp } from './test-app.ts';

let sequence = 0;

export const DEFAULT_PASSWORD = 'correct horse battery';

/** A client address no other test uses, so per-address rate limits never leak between tests. */
export function uniqueIp(): string {
  sequence += 1;
  return `10.${(process.pid >> 8) % 250}.${Math.floor(sequence / 250) % 250}.${sequence % 250}`;
}

export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${sequence}@example.com`;
}

export async function createUser(
  ctx: TestApp,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow> {
  const { password = DEFAULT_PASSWORD, ...columns } = overrides;
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: 'User',
      email: uniqueEmail(),
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
      ...columns,
    })
    .returning();
  return user!;
}

export async function reloadUser(ctx: TestApp, id: number): Promise<UserRow> {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return user!;
}

/** A client signed in as the user through the real login endpoint. */
export async function signedInClient(
  ctx: TestApp,
  user: UserRow,
  password = DEFAULT_PASSWORD,
): Promise<TestClient> {
  const client = new TestClient(ctx.app, uniqueIp());
  const response = await client.post('/login', { email: user.email, password, remember_me: false });
  if (response.statusCode !== 200 || !response.json().user) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return client;
}

/** Latest message the built-in transport stored for a recipient, once the outbox has delivered what is due. */
export async function latestMessageTo(ctx: TestApp, to: string) {
  await ctx.runJobs();
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/dev/mailbox?to=${encodeURIComponent(to)}&per_page=1`,
  });
  return response.json().data[0] as
    | { subject: string; text: string; html: string | null; channel: string }
    | undefined;
}
