import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { latestMessageTo, reloadUser, uniqueEmail } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';

const ctx = await appForThisFile();

const validRegistration = () => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: uniqueEmail('ada'),
  password: 'analytical engine',
  password_confirmation: 'analytical engine',
  timezone: 'Europe/London',
});

async function countUsersWithEmail(email: string) {
  const [row] = await ctx.database.db.select({ n: count() }).from(users).where(eq(users.email, email));
  return row!.n;
}

function verificationLink(text: string): string {
  const match = text.match(/http:\/\/localhost:3000(\/email\/verify\/\S+)/);
  if (!match?.[1]) throw new Error(`no verification link in: ${text}`);
  return match[1];
}

describe('POST /register', () => {
  it('creates the account, signs in and mails a verification link', async () => {
    const client = new TestClient(ctx.app);
    const input = validRegistration();
    const response = await client.post('/register', { ...input, email: input.email.toUpperCase() });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: input.email,
      email_verified_at: null,
      timezone: 'Europe/London',
      two_factor_enabled: false,
      companies: [],
      enterprises: [],
      active_company: null,
      active_enterprise: null,
    });
    expect(user.id).toEqual(expect.any(Number));
    expect(JSON.stringify(user)).not.toMatch(/password|secret|recovery/i);

    const self = await client.get('/api/users/self');
    expect(self.json().id).toBe(user.id);

    const mail = await latestMessageTo(ctx, input.email);
    expect(mail?.subject).toBe('Verify your email address for Hireloop');
    expect(mail?.html).toContain('Verify email address');
  });

  it('rejects a duplicate email (any case) with 422 on email and stores nothing', async () => {
    const input = validRegistration();
    expect((await new TestClient(ctx.app).post('/register', input)).statusCode).toBe(201);
    const duplicate = await new TestClient(ctx.app).post('/register', {
      ...input,
      email: input.email.toUpperCase(),
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ email: ['The email has already been taken.'] });
    expect(await countUsersWithEmail(input.email)).toBe(1);
  });

  it.each([
    [
      { password: 'short', password_confirmation: 'short' },
      'password',
      'The password must be at least 8 characters.',
    ],
    [{ password_confirmation: 'something else' }, 'password', 'The password confirmation does not match.'],
    [{ email: 'not-an-email' }, 'email', 'The email must be a valid email address.'],
    [{ first_name: '' }, 'first_name', 'The first name field is required.'],
    [{ last_name: undefined }, 'last_name', 'The last name field is required.'],
    [{ timezone: 'Mars/Olympus' }, 'timezone', 'The timezone must be a valid time zone.'],
  ])('rejects %o with 422 on %s and stores nothing', async (change, field, message) => {
    const input = { ...validRegistration(), ...change };
    const response = await new TestClient(ctx.app).post('/register', input);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    if (typeof input.email === 'string' && input.email.includes('@')) {
      expect(await countUsersWithEmail(input.email)).toBe(0);
    }
  });
});

describe('email verification', () => {
  async function registerAndGetLink() {
    const input = validRegistration();
    const client = new TestClient(ctx.app);
    const response = await client.post('/register', input);
    const mail = await latestMessageTo(ctx, input.email);
    return { client, userId: response.json().user.id as number, link: verificationLink(mail!.text) };
  }

  it('marks the email verified and lands on /email/verified, signed in or not', async () => {
    const { userId, link } = await registerAndGetLink();
    const response = await ctx.app.inject({ method: 'GET', url: link });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/email/verified?status=verified');
    expect((await reloadUser(ctx, userId)).emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('refuses a tampered link', async () => {
    const { userId, link } = await registerAndGetLink();
    const tampered = link.replace(/signature=([0-9a-f])/, (_m, c) => `signature=${c === 'a' ? 'b' : 'a'}`);
    const response = await ctx.app.inject({ method: 'GET', url: tampered });
    expect(response.headers.location).toBe('/email/verified?status=invalid');
    expect((await reloadUser(ctx, userId)).emailVerifiedAt).toBeNull();
  });

  it('refuses a link for another user id', async () => {
    const { link } = await registerAndGetLink();
    const response = await ctx.app.inject({
      method: 'GET',
      url: link.replace(/\/verify\/\d+\//, '/verify/999999/'),
    });
    expect(response.headers.location).toBe('/email/verified?status=invalid');
  });

  it('reports an expired link', async () => {
    const { userId } = await registerAndGetLink();
    const user = await reloadUser(ctx, userId);
    const { verificationPath } = await import('./email-verification.service.ts');
    const oldLink = verificationPath(user, ctx.deps.keyring, Date.now() - 2 * 60 * 60 * 1000);
    const response = await ctx.app.inject({ method: 'GET', url: oldLink });
    expect(response.headers.location).toBe('/email/verified?status=expired');
    expect((await reloadUser(ctx, userId)).emailVerifiedAt).toBeNull();
  });

  it('treats a mangled link as invalid instead of answering JSON', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/email/verify/abc/def?expires=x' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/email/verified?status=invalid');
  });

  it('resends the link to a signed-in, unverified user', async () => {
    const { client } = await registerAndGetLink();
    const response = await client.post('/email/verification-notification');
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe('A new verification link has been sent to your email address.');
  });

  it('says so when the email is already verified', async () => {
    const { client, link } = await registerAndGetLink();
    await ctx.app.inject({ method: 'GET', url: link });
    const response = await client.post('/email/verification-notification');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your email address is already verified.');
  });

  it('needs a signed-in user to resend', async () => {
    const client = new TestClient(ctx.app);
    expect((await client.post('/email/verification-notification')).statusCode).toBe(401);
  });
});
