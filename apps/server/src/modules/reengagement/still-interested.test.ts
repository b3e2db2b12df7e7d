// /still-interested "Take Next Steps": the daily check mails quiet, visible candidates once; the
// signed link answers yes (profile current, unsnoozed) or no (snoozed); tampered or expired links
// are refused; the one-click unsubscribe (/unsubscribe) stops the check-ins.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidateProfiles } from '#server/db/schema.ts';
import { createKeyring } from '#server/lib/crypto.ts';
import { createCandidate, mailsTo } from '#server-test/application-factories.ts';
import { uniqueIp } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { INVALID_LINK } from './confirm-info.service.ts';
import { createSignedLink } from './signed-links.ts';
import { sendStillInterestedChecks } from './still-interested-checks.ts';

const ctx = await appForThisFile();
const db = ctx.database.db;
const keyring = createKeyring('test-app-key-that-is-at-least-32-characters');
const guest = () => new TestClient(ctx.app, uniqueIp());
const check = () => sendStillInterestedChecks({ db, keyring, appUrl: 'http://localhost:5173' });
const tokenIn = (text: string) => decodeURIComponent(/\/still-interested\?token=([^\s]+)/.exec(text)![1]!);

async function quietCandidate(daysQuiet: number, snoozedDays?: number) {
  const candidate = await createCandidate(ctx, {}, { headline: 'Baker' });
  await db
    .update(candidateProfiles)
    .set({
      updatedAt: sql`now() - make_interval(days => ${daysQuiet})`,
      ...(snoozedDays ? { snoozedUntil: sql`now() + make_interval(days => ${snoozedDays})` } : {}),
    })
    .where(eq(candidateProfiles.userId, candidate.user.id));
  return candidate.user;
}

const profile = async (userId: number) =>
  (await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId)))[0]!;

describe('still interested', () => {
  it('asks quiet, visible candidates once; yes refreshes and unsnoozes, no snoozes', async () => {
    const quiet = await quietCandidate(120);
    const recent = await quietCandidate(10);
    const snoozed = await quietCandidate(120, 30);
    await check();
    expect(await mailsTo(ctx, recent.email)).toHaveLength(0);
    expect(await mailsTo(ctx, snoozed.email)).toHaveLength(0);
    const mails = await mailsTo(ctx, quiet.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Are you still looking for your next role?');
    expect(mails[0]!.text).toContain('/unsubscribe?token=');
    await check();
    expect(await mailsTo(ctx, quiet.email)).toHaveLength(1);

    const token = tokenIn(mails[0]!.text);
    const view = await guest().get(`/api/still-interested/${encodeURIComponent(token)}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ first_name: 'Casey', snoozed_until: null, answered_at: null });
    expect(view.json().unsubscribe_path).toMatch(/^\/unsubscribe\?token=/);

    const no = await guest().post('/api/still-interested', { token, answer: 'no' });
    expect(no.statusCode).toBe(200);
    expect(new Date(no.json().snoozed_until).getTime()).toBeGreaterThan(Date.now() + 80 * 86_400_000);
    expect((await profile(quiet.id)).snoozedUntil!.getTime()).toBeGreaterThan(Date.now());

    const before = await profile(quiet.id);
    const yes = await guest().post('/api/still-interested', { token, answer: 'yes' });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toMatchObject({ snoozed_until: null });
    expect(yes.json().message).toMatch(/companies can find you/);
    const after = await profile(quiet.id);
    expect(after.snoozedUntil).toBeNull();
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    expect(after.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(after.stillInterestedAnsweredAt).toBeInstanceOf(Date);
  });

  it('refuses tampered, other-purpose and expired links, and bad answers', async () => {
    const user = await quietCandidate(200);
    const good = createSignedLink(
      keyring,
      'profiles.still-interested',
      user.id,
      new Date(Date.now() + 60_000),
    );
    const [id, expires, signature] = good.split('.') as [string, string, string];
    for (const bad of [
      `${id}.${expires}.${signature.replace(/.$/, signature.endsWith('a') ? 'b' : 'a')}`,
      `${Number(id) + 1}.${expires}.${signature}`,
      createSignedLink(keyring, 'talent-pool.confirm', user.id, new Date(Date.now() + 60_000)),
      `${id}.${expires}`,
    ]) {
      const refused = await guest().get(`/api/still-interested/${encodeURIComponent(bad)}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.token).toEqual([INVALID_LINK]);
      expect((await guest().post('/api/still-interested', { token: bad, answer: 'yes' })).statusCode).toBe(
        422,
      );
    }
    const expired = createSignedLink(keyring, 'profiles.still-interested', user.id, new Date(Date.now() - 1));
    const late = await guest().post('/api/still-interested', { token: expired, answer: 'yes' });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.token[0]).toMatch(/expired/);
    for (const body of [{ token: good, answer: 'maybe' }, { token: good }, { token: '', answer: 'yes' }]) {
      expect((await guest().post('/api/still-interested', body)).statusCode).toBe(422);
    }
    expect((await profile(user.id)).stillInterestedAnsweredAt).toBeNull();
  });

  it('stops after the one-click unsubscribe of the mail', async () => {
    const user = await quietCandidate(150);
    await check();
    const [mail] = await mailsTo(ctx, user.email);
    const view = (
      await guest().get(`/api/still-interested/${encodeURIComponent(tokenIn(mail!.text))}`)
    ).json();
    const unsubscribeToken = decodeURIComponent(view.unsubscribe_path.split('token=')[1]);
    const unsubscribed = await guest().post('/api/unsubscribe', { token: unsubscribeToken });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json().type).toBe('job_search_check_in');
    // Long after: they would be asked again, but they unsubscribed.
    await db
      .update(candidateProfiles)
      .set({ stillInterestedAskedAt: sql`now() - interval '400 days'` })
      .where(eq(candidateProfiles.userId, user.id));
    await check();
    expect(await mailsTo(ctx, user.email)).toHaveLength(1);
  });

  it('asks one candidate at once through the dev endpoint (outside production)', async () => {
    const fresh = await createCandidate(ctx, {}, { headline: 'Pastry chef' });
    // Like the dev mailbox, only this machine may call it.
    expect((await guest().post('/api/dev/still-interested-checks', {})).statusCode).toBe(403);
    const local = new TestClient(ctx.app);
    const response = await local.post('/api/dev/still-interested-checks', { email: fresh.user.email });
    expect(response.json(), response.body).toEqual({ sent: 1 });
    expect(await mailsTo(ctx, fresh.user.email)).toHaveLength(1);
    const bad = await local.post('/api/dev/still-interested-checks', { email: 'nope' });
    expect(bad.statusCode).toBe(422);
  });
});
