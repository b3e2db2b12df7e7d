import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, notifications, outboundMessages } from '#server/db/schema.ts';
import { createUser, latestMessageTo } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { type NotifyContext, notifyContextOf, notifyUsers } from './notify.ts';

// Workers off: each test runs the queued notification jobs itself (ctx.runJobs).
const ctx = await appForThisFile({ jobs: { workers: false } });
let notify: NotifyContext;
const published: { channels: readonly string[]; event: string; data: string }[] = [];

beforeAll(async () => {
  const real = ctx.app.realtime.broadcaster;
  // The app's broadcaster, wrapped to remember what went out. notifyContextOf looks the
  // broadcaster up on every call, so the context made here uses the wrapper.
  ctx.app.realtime.broadcaster = {
    driver: real.driver,
    async publish(channels, event, data, except) {
      published.push({ channels, event, data });
      await real.publish(channels, event, data, except);
    },
    close: () => real.close(),
  };
  notify = notifyContextOf(ctx.app, ctx.deps);
});

const input = (userId: number, overrides: Partial<Parameters<typeof notifyUsers>[1][number]> = {}) => ({
  userId,
  type: 'application_update' as const,
  title: 'Your application moved to Interview',
  body: 'Northwind Bakery moved your application for Baker to Interview.',
  link: '/applications/7',
  data: { application_id: 7 },
  ...overrides,
});

async function storedFor(userId: number) {
  return ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

async function mailCount(to: string) {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboundMessages)
    .where(and(eq(outboundMessages.toAddress, to), eq(outboundMessages.channel, 'mail')));
  return row!.n;
}

describe('notifyUsers', () => {
  it('stores the in-app notification, pushes it to the private channel and mails it', async () => {
    const user = await createUser(ctx, { firstName: 'Nia' });
    published.length = 0;
    await notifyUsers(notify, [input(user.id)]);
    await ctx.runJobs();

    const [row] = await storedFor(user.id);
    expect(row).toMatchObject({
      type: 'application_update',
      title: 'Your application moved to Interview',
      companyId: null,
      link: '/applications/7',
      data: { application_id: 7 },
      readAt: null,
    });
    expect(published).toHaveLength(1);
    expect(published[0]!.channels).toEqual([`private-App.Models.User.${user.id}`]);
    expect(published[0]!.event).toBe('notification.created');
    expect(JSON.parse(published[0]!.data)).toMatchObject({
      id: row!.id,
      type: 'application_update',
      type_label: 'Application updates',
      title: 'Your application moved to Interview',
      read_at: null,
    });

    const mail = await latestMessageTo(ctx, user.email);
    expect(mail?.subject).toBe('Your application moved to Interview');
    expect(mail?.text).toContain('Hello Nia,');
    expect(mail?.text).toContain(`${ctx.config.appUrl}/applications/7`);
    expect(mail?.text).toMatch(/\/unsubscribe\?token=\S+/);
  });

  it('stores nothing when in-app is off, and sends no mail when email is off', async () => {
    const inAppOff = await createUser(ctx);
    const emailOff = await createUser(ctx);
    await ctx.database.db.insert(notificationPreferences).values([
      { userId: inAppOff.id, type: 'application_update', channel: 'in_app', enabled: false },
      { userId: emailOff.id, type: 'application_update', channel: 'email', enabled: false },
    ]);
    published.length = 0;
    await notifyUsers(notify, [input(inAppOff.id), input(emailOff.id)]);
    await ctx.runJobs();

    expect(await storedFor(inAppOff.id)).toHaveLength(0);
    expect(await mailCount(inAppOff.email)).toBe(1);
    expect(await storedFor(emailOff.id)).toHaveLength(1);
    expect(await mailCount(emailOff.email)).toBe(0);
    // Only the user who wants in-app notifications gets the push.
    expect(published.flatMap((p) => p.channels)).toEqual([`private-App.Models.User.${emailOff.id}`]);
  });

  it('texts only a verified phone, and only for types with SMS on', async () => {
    const verified = await createUser(ctx, { phone: '+15550100001', phoneVerifiedAt: new Date() });
    const unverified = await createUser(ctx, { phone: '+15550100002' });
    const reminder = {
      type: 'interview_starting_soon' as const,
      title: 'Your interview starts in 10 minutes',
    };
    await notifyUsers(notify, [input(verified.id, reminder), input(unverified.id, reminder)]);
    await ctx.runJobs();
    // application_update has SMS off by default.
    await notifyUsers(notify, [input(verified.id)]);
    await ctx.runJobs();

    const texts = await ctx.database.db
      .select()
      .from(outboundMessages)
      .where(
        and(
          eq(outboundMessages.channel, 'sms'),
          inArray(outboundMessages.toAddress, ['+15550100001', '+15550100002']),
        ),
      );
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ toAddress: '+15550100001' });
    expect(texts[0]!.textBody).toBe(
      `Hireloop: Your interview starts in 10 minutes ${ctx.config.appUrl}/applications/7`,
    );
  });

  it('unsubscribes through the link of a real mail, after which no more mail of that type arrives', async () => {
    const user = await createUser(ctx);
    await notifyUsers(notify, [input(user.id)]);
    await ctx.runJobs();
    const mail = await latestMessageTo(ctx, user.email);
    const token = decodeURIComponent(mail!.text.match(/\/unsubscribe\?token=(\S+)/)![1]!);
    const visitor = new TestClient(ctx.app, '10.77.0.1');

    const info = await visitor.get(`/api/unsubscribe/${encodeURIComponent(token)}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      email: expect.stringMatching(/^u\*+@example\.com$/),
      type: 'application_update',
      type_label: 'Application updates',
    });
    const done = await visitor.post('/api/unsubscribe', { token });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('You will no longer receive emails about application updates.');

    const before = await mailCount(user.email);
    await notifyUsers(notify, [input(user.id)]);
    await ctx.runJobs();
    expect(await mailCount(user.email)).toBe(before);
    // The in-app notification still arrives: only email was turned off.
    expect(await storedFor(user.id)).toHaveLength(2);
  });

  it('tells nothing about a write that rolled back', async () => {
    const user = await createUser(ctx);
    await ctx.database.db
      .transaction(async (tx) => {
        await notifyUsers({ ...notify, db: tx }, [input(user.id)]);
        throw new Error('the write failed');
      })
      .catch(() => {});
    await ctx.runJobs();
    expect(await storedFor(user.id)).toHaveLength(0);
    expect(await mailCount(user.email)).toBe(0);
  });

  it('skips users that do not exist and does nothing for an empty list', async () => {
    await expect(notifyUsers(notify, [])).resolves.toBeUndefined();
    await notifyUsers(notify, [input(2_000_000_000)]);
    await ctx.runJobs();
    expect(await storedFor(2_000_000_000)).toHaveLength(0);
  });

  it('runs the same number of SQL statements for 1 user as for 20', async () => {
    const one = [await createUser(ctx)];
    const twenty = await Promise.all(Array.from({ length: 20 }, () => createUser(ctx)));
    for (const user of [...one, ...twenty]) {
      // Mail goes through the adapter one message at a time (like SMTP); switch it off so only
      // notifyUsers' own statements are counted.
      await ctx.database.db
        .insert(notificationPreferences)
        .values({ userId: user.id, type: 'offer', channel: 'email', enabled: false });
    }
    const count = async (users: { id: number }[]) => {
      await notifyUsers(
        notify,
        users.map((user) => input(user.id, { type: 'offer' })),
      );
      // The notify-users job's own statements (queue operations go through pg-boss, not Drizzle).
      return countStatements(async () => {
        await ctx.runJobs();
      });
    };
    const forOne = await count(one);
    const forTwenty = await count(twenty);
    expect(forOne).toBe(3); // users, preferences, one multi-row insert
    expect(forTwenty).toBe(forOne);
    expect(await storedFor(twenty[19]!.id)).toHaveLength(1);
  });
});

/**
 * Counts the SQL statements Drizzle sends while `run` runs: hooks the session's query logger, and
 * the options a transaction's session copies it from.
 */
async function countStatements(run: () => Promise<void>): Promise<number> {
  type Logger = { logQuery(query: string): void };
  const session = (
    ctx.database.db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }
  ).session;
  const original = { logger: session.logger, optionsLogger: session.options.logger };
  let statements = 0;
  const counting: Logger = {
    // node-postgres sends the transaction's begin and commit through the logger too; PGlite does not.
    logQuery(query) {
      if (!/^\s*(begin|commit)\b/i.test(query)) statements += 1;
    },
  };
  session.logger = counting;
  session.options.logger = counting;
  try {
    await run();
  } finally {
    session.logger = original.logger;
    session.options.logger = original.optionsLogger;
  }
  return statements;
}
