import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, users } from '#server/db/schema.ts';
import { createUser, signedInClient } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';

const ctx = await appForThisFile();

async function insertNotification(
  userId: number,
  overrides: Partial<typeof notifications.$inferInsert> = {},
) {
  const [row] = await ctx.database.db
    .insert(notifications)
    .values({ userId, type: 'offer', title: 'An offer arrived', body: 'Open it.', ...overrides })
    .returning();
  return row!;
}

async function readAtOf(id: number) {
  const [row] = await ctx.database.db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row!.readAt;
}

describe('GET /api/notifications', () => {
  it('lists the personal inbox newest first with the unread count', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const older = await insertNotification(user.id, {
      title: 'Older',
      createdAt: new Date('2030-01-01T10:00:00Z'),
      readAt: new Date('2030-01-01T11:00:00Z'),
    });
    const newer = await insertNotification(user.id, {
      title: 'Newer',
      type: 'new_message',
      link: '/messages/abc',
      data: { conversation_uuid: 'abc', message_id: 3 },
      createdAt: new Date('2030-01-02T10:00:00Z'),
    });
    // Someone else's notification and a company-side one stay out of this inbox.
    await insertNotification((await createUser(ctx)).id);

    const response = await client.get('/api/notifications?scope=candidate');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((n: { id: number }) => n.id)).toEqual([newer.id, older.id]);
    expect(body.data[0]).toEqual({
      id: newer.id,
      type: 'new_message',
      type_label: 'New messages',
      company_id: null,
      enterprise_id: null,
      title: 'Newer',
      body: 'Open it.',
      link: '/messages/abc',
      data: { conversation_uuid: 'abc', message_id: 3 },
      read_at: null,
      created_at: '2030-01-02T10:00:00.000Z',
    });
    expect(body.meta).toEqual({ current_page: 1, per_page: 25, total: 2, last_page: 1, unread_count: 1 });

    const paged = (await client.get('/api/notifications?per_page=1&page=2')).json();
    expect(paged.data.map((n: { id: number }) => n.id)).toEqual([older.id]);
    expect(paged.meta).toMatchObject({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
  });

  it('lists the active company inbox only, and refuses the company scope without one', async () => {
    const company = await createTestCompany(ctx, 'Inbox Co');
    const other = await createTestCompany(ctx, 'Other Co');
    const recruiter = company.members.Recruiter;
    const mine = await insertNotification(recruiter.user.id, {
      companyId: company.id,
      type: 'application_received',
    });
    await insertNotification(recruiter.user.id, { companyId: other.id });
    await insertNotification(recruiter.user.id);

    const response = await recruiter.client.get('/api/notifications?scope=company');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((n: { id: number }) => n.id)).toEqual([mine.id]);
    expect(response.json().meta.unread_count).toBe(1);

    const candidate = await signedInClient(ctx, await createUser(ctx));
    const refused = await candidate.get('/api/notifications?scope=company');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Choose a company to continue.');
  });

  it('rejects an unknown scope and a page size above 100', async () => {
    const client = await signedInClient(ctx, await createUser(ctx));
    const scope = await client.get('/api/notifications?scope=everyone');
    expect(scope.statusCode).toBe(422);
    expect(scope.json().errors.scope).toEqual(['The selected scope is invalid.']);
    expect((await client.get('/api/notifications?per_page=101')).statusCode).toBe(422);
  });

  it('needs a signed-in user', async () => {
    expect((await new TestClient(ctx.app).get('/api/notifications')).statusCode).toBe(401);
  });
});

describe('POST /api/notifications/{id}/read', () => {
  it('marks the user’s own notification read and keeps the first read time', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const row = await insertNotification(user.id);

    const first = await client.post(`/api/notifications/${row.id}/read`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: row.id, read_at: expect.any(String) });
    const again = await client.post(`/api/notifications/${row.id}/read`);
    expect(again.json().read_at).toBe(first.json().read_at);
  });

  it('answers 404 for another user’s notification and leaves it unread', async () => {
    const owner = await createUser(ctx);
    const row = await insertNotification(owner.id);
    const stranger = await signedInClient(ctx, await createUser(ctx));
    const response = await stranger.post(`/api/notifications/${row.id}/read`);
    expect(response.statusCode).toBe(404);
    expect(await readAtOf(row.id)).toBeNull();
    expect((await stranger.post('/api/notifications/999999999/read')).statusCode).toBe(404);
  });
});

describe('POST /api/notifications/read-all', () => {
  it('marks every unread notification of one inbox read, not the other inbox', async () => {
    const company = await createTestCompany(ctx, 'Read All Co');
    const manager = company.members.Manager;
    const personal = await insertNotification(manager.user.id);
    const companyOnes = await Promise.all([
      insertNotification(manager.user.id, { companyId: company.id }),
      insertNotification(manager.user.id, { companyId: company.id }),
    ]);

    const response = await manager.client.post('/api/notifications/read-all', { scope: 'company' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ marked_read: 2, unread_count: 0 });
    for (const row of companyOnes) expect(await readAtOf(row.id)).not.toBeNull();
    expect(await readAtOf(personal.id)).toBeNull();
  });

  it('rejects a missing scope with nothing marked', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const row = await insertNotification(user.id);
    const response = await client.post('/api/notifications/read-all', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.scope).toEqual(['The scope field is required.']);
    expect(await readAtOf(row.id)).toBeNull();
  });

  it('refuses the company scope to a user without an active company', async () => {
    const user = await createUser(ctx);
    await ctx.database.db.update(users).set({ activeCompanyId: null }).where(eq(users.id, user.id));
    const client = await signedInClient(ctx, user);
    const row = await insertNotification(user.id);
    expect((await client.post('/api/notifications/read-all', { scope: 'company' })).statusCode).toBe(403);
    expect(await readAtOf(row.id)).toBeNull();
  });
});
