import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsVerifications } from '#server/db/schema.ts';
import { createUser, latestMessageTo, reloadUser, signedInClient } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';

const ctx = await appForThisFile();
let phoneCounter = 0;
const freshPhone = () => {
  phoneCounter += 1;
  return `+1555${process.pid % 1000}${String(phoneCounter).padStart(4, '0')}`;
};

async function codeSentTo(phone: string): Promise<string> {
  const message = await latestMessageTo(ctx, phone);
  const code = message?.text?.match(/^(\d{6}) is your Hireloop verification code/)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SMS phone verification', () => {
  it('texts a 6-digit code and verifies the number with it', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const phone = freshPhone();
    const sent = await client.post('/api/send-verification-sms', { phone });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(`We sent a verification code to ${phone}.`);
    const message = await latestMessageTo(ctx, phone);
    expect(message?.channel).toBe('sms');

    const verified = await client.post('/api/verify-sms-code', { phone, code: await codeSentTo(phone) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ verified: true });
    const reloaded = await reloadUser(ctx, user.id);
    expect(reloaded.phone).toBe(phone);
    expect(reloaded.phoneVerifiedAt).toBeInstanceOf(Date);
    expect((await client.get('/api/users/self')).json().phone).toBe(phone);
  });

  it('voids the code after 5 wrong tries', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const phone = freshPhone();
    await client.post('/api/send-verification-sms', { phone });
    const code = await codeSentTo(phone);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await client.post('/api/verify-sms-code', { phone, code: otherCode(code) });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ code: ['The code is incorrect.'] });
    }
    const fifth = await client.post('/api/verify-sms-code', { phone, code: otherCode(code) });
    expect(fifth.json().errors.code).toEqual([
      'This code has expired or was used too many times. Request a new code.',
    ]);
    const right = await client.post('/api/verify-sms-code', { phone, code });
    expect(right.statusCode).toBe(422);
    expect((await reloadUser(ctx, user.id)).phoneVerifiedAt).toBeNull();
  });

  it('refuses an expired code', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const phone = freshPhone();
    await client.post('/api/send-verification-sms', { phone });
    await ctx.database.db
      .update(smsVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsVerifications.userId, user.id));
    const response = await client.post('/api/verify-sms-code', { phone, code: await codeSentTo(phone) });
    expect(response.statusCode).toBe(422);
  });

  it('only accepts the newest code, and only for the user it was sent to', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const phone = freshPhone();
    await client.post('/api/send-verification-sms', { phone });
    const first = await codeSentTo(phone);
    await client.post('/api/send-verification-sms', { phone });
    const second = await codeSentTo(phone);

    const intruder = await signedInClient(ctx, await createUser(ctx));
    expect((await intruder.post('/api/verify-sms-code', { phone, code: second })).statusCode).toBe(422);
    if (first !== second)
      expect((await client.post('/api/verify-sms-code', { phone, code: first })).statusCode).toBe(422);
    expect((await client.post('/api/verify-sms-code', { phone, code: second })).statusCode).toBe(200);
  });

  it('limits texts to 3 per number per 10 minutes', async () => {
    const client = await signedInClient(ctx, await createUser(ctx));
    const phone = freshPhone();
    for (let i = 0; i < 3; i += 1)
      expect((await client.post('/api/send-verification-sms', { phone })).statusCode).toBe(200);
    const fourth = await client.post('/api/send-verification-sms', { phone });
    expect(fourth.statusCode).toBe(429);
  });

  it('validates numbers (E.164) and codes', async () => {
    const client = await signedInClient(ctx, await createUser(ctx));
    const badPhone = await client.post('/api/send-verification-sms', { phone: '(555) 010-0000' });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json().errors.phone).toEqual([
      'The phone must be a valid phone number in international format, e.g. +15555550123.',
    ]);
    const badCode = await client.post('/api/verify-sms-code', { phone: freshPhone(), code: 'abc' });
    expect(badCode.json().errors.code).toEqual(['The code must be 6 digits.']);
  });

  it('needs a signed-in user', async () => {
    const client = new TestClient(ctx.app);
    expect((await client.post('/api/send-verification-sms', { phone: freshPhone() })).statusCode).toBe(401);
    expect(
      (await client.post('/api/verify-sms-code', { phone: freshPhone(), code: '123456' })).statusCode,
    ).toBe(401);
  });
});
