// A row carried as JSON inside another statement reads back exactly as Drizzle returns the row.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#server-test/factories.ts';
import { createTestApp, type TestApp } from '#server-test/test-app.ts';
import { jsonRowOf, rowFromJson } from './json-rows.ts';
import { featureAnnouncements, notifications } from './schema.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx.close();
});

describe('rows as JSON', () => {
  it('read back with the same values and types as the row itself', async () => {
    const db = ctx.database.db;
    const user = await createUser(ctx);
    const [notification] = await db
      .insert(notifications)
      .values({
        userId: user.id,
        type: 'new_message',
        title: 'A “quoted” title',
        body: 'Line one\nline two',
        link: '/messages/1',
        data: { conversation_uuid: 'abc', nested: { list: [1, 2] } },
        readAt: new Date('2026-11-28T10:11:12.345Z'),
      })
      .returning();
    const [announcement] = await db
      .insert(featureAnnouncements)
      .values({
        title: 'New',
        description: 'Scorecards',
        publishedAt: new Date(),
        audiences: ['candidate', 'manager'],
      })
      .returning();

    const [asJson] = await db
      .select({ row: jsonRowOf(notifications) })
      .from(notifications)
      .where(eq(notifications.id, notification!.id));
    expect(rowFromJson(notifications, asJson!.row)).toEqual(notification);

    const [announcementJson] = await db
      .select({ row: jsonRowOf(featureAnnouncements) })
      .from(featureAnnouncements)
      .where(eq(featureAnnouncements.id, announcement!.id));
    const read = rowFromJson(featureAnnouncements, announcementJson!.row);
    expect(read).toEqual(announcement);
    expect(read.publishedAt).toBeInstanceOf(Date);
    expect(read.retiredAt).toBeNull();

    // Inside an aggregate, as the toasts read them.
    const [list] = await db
      .select({
        rows: sql<
          Record<string, unknown>[]
        >`(select json_agg(${jsonRowOf(notifications)}) from ${notifications} where ${notifications.userId} = ${user.id})`,
      })
      .from(sql`(values (1)) as one_row`);
    expect(list!.rows.map((row) => rowFromJson(notifications, row))).toEqual([notification]);
  });
});
