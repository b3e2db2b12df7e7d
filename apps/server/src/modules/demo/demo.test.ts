// The demo site over the real app (DEMO_MODE=true): a visitor's sandbox is created and signed in,
// blocked features answer 403 with SPEC.md §8's message, the expiry job deletes the sandbox with its
// data, the trial link is signed, the giveaway grows once the demo tour is finished. Without
// DEMO_MODE the demo endpoints are 404.
import { DEMO_BLOCKED } from '@hireloop/shared/account-switch';
import { DEMO_DURATION_MS, FREE_TRIAL_DAYS } from '@hireloop/shared/constants';
import { DEMO_GIVEAWAY_TRIAL_DAYS, NOT_A_DEMO_ACCOUNT } from '@hireloop/shared/demo';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMailer } from '#server/adapters/mail/create-mailer.ts';
import {
  applications,
  candidateProfiles,
  companies,
  conversations,
  demoSandboxes,
  files,
  messageAttachments,
  messages,
  opportunities,
  sessions,
  users,
} from '#server/db/schema.ts';
import { demoBlockedFeature } from '#server/http/demo-site.ts';
import { createKeyring } from '#server/lib/crypto.ts';
import { createUser, signedInClient, uniqueIp } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestApp } from '#server-test/test-app.ts';
import { readTrialToken } from '../companies/trial-links.ts';

const ctx = await appForThisFile({ env: { DEMO_MODE: 'true', DEMO_ACCOUNT_LIMIT_PER_HOUR: '3' } });
const db = ctx.database.db;
const keyring = createKeyring('test-app-key-that-is-at-least-32-characters');

async function visitor(role: string, ip = uniqueIp()) {
  const client = new TestClient(ctx.app, ip);
  const response = await client.post('/api/demo-accounts', { role });
  expect(response.statusCode, response.body).toBe(201);
  return { client, body: response.json() };
}

async function sandboxOf(client: TestClient) {
  const self = (await client.get('/api/users/self')).json();
  const [sandbox] = await db.select().from(demoSandboxes).where(eq(demoSandboxes.visitorUserId, self.id));
  return { self, sandbox: sandbox! };
}

describe('a demo visitor', () => {
  it('gets a fresh company with seeded data, signed in as the role picked, for 60 minutes', async () => {
    const { client, body } = await visitor('Recruiter');
    const { self, sandbox } = await sandboxOf(client);
    expect(body.role).toBe('Recruiter');
    expect(body.redirect_to).toBe('/company-dashboard');
    expect(new Date(body.expires_at).getTime()).toBe(new Date(self.created_at).getTime() + DEMO_DURATION_MS);
    expect(self.role).toBe('Recruiter');
    expect(self.active_company).toMatchObject({ name: 'Harbor Street Café', demo_completed: false });
    expect(sandbox.userIds).toHaveLength(5);
    const openings = await db
      .select()
      .from(opportunities)
      .where(eq(opportunities.companyId, sandbox.companyId!));
    expect(openings.map((o) => o.title)).toContain('Barista');
    const apps = await db.select().from(applications).where(eq(applications.companyId, sandbox.companyId!));
    expect(apps.length).toBeGreaterThan(10);
    expect((await client.get('/api/demo-accounts/current')).json()).toEqual({ demo: body });
  });

  it('can be the candidate, with applications and a conversation of their own', async () => {
    const { client, body } = await visitor('Candidate');
    expect(body.redirect_to).toBe('/dashboard');
    const { self } = await sandboxOf(client);
    expect(self.active_company).toBeNull();
    const mine = await db.select().from(applications).where(eq(applications.candidateUserId, self.id));
    expect(mine).toHaveLength(2);
  });

  it('refuses an unknown role with 422 and counts sandboxes per address (429 past the limit)', async () => {
    const client = new TestClient(ctx.app, uniqueIp());
    const bad = await client.post('/api/demo-accounts', { role: 'Owner\u0000' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.role).toBeDefined();
    const ip = uniqueIp();
    for (let i = 0; i < 3; i += 1) await visitor('Manager', ip);
    const refused = await new TestClient(ctx.app, ip).post('/api/demo-accounts', { role: 'Manager' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('is refused the blocked features with 403 and the demo message, before the body is read', async () => {
    const { client } = await visitor('Company Admin');
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/invitations', { email: 'real.person@example.com', role: 'Recruiter' }],
      ['POST', '/api/invitations/1/resend'],
      ['POST', '/api/enterprise-invitations', {}],
      ['POST', '/api/talent-pool-contacts/1/invite', {}],
      ['POST', '/api/send-verification-sms', { phone: '+15035550100' }],
      ['PUT', '/api/billing/payment-method', { card: 'x' }],
      ['POST', '/api/billing/cancel', {}],
      ['POST', '/api/invoices/1/pay', {}],
      ['GET', '/api/user-imports/1/errors.csv'],
      ['POST', '/api/user-imports/1/start'],
      ['PUT', '/api/integrations/indeed', {}],
      ['GET', '/api/users/self/calendar-feed'],
    ];
    for (const [method, url, payload] of calls) {
      const response = await client.request(method as 'GET', url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json(), `${method} ${url}`).toEqual({ message: DEMO_BLOCKED });
    }
    // Everything else works as on the real site.
    expect((await client.get('/api/company-dashboard')).statusCode).toBe(200);
    expect((await client.get('/api/billing')).statusCode).toBe(200);
  });

  it('keeps mail in the database mailbox even with SMTP configured', () => {
    const demo = createMailer(
      { SMTP_URL: 'smtp://mail.example.com:25', MAIL_FROM: 'x@example.com', DEMO_MODE: true },
      db,
    );
    expect(demo.transport).toBe('database');
    const real = createMailer(
      { SMTP_URL: 'smtp://mail.example.com:25', MAIL_FROM: 'x@example.com', DEMO_MODE: false },
      db,
    );
    expect(real.transport).toBe('smtp');
    void real.close();
  });

  it('names the blocked feature of a route in one table (account deletion and exports too)', () => {
    expect(demoBlockedFeature('DELETE', '/api/users/self')).toBe('account deletion');
    expect(demoBlockedFeature('GET', '/api/activities/:userId/export')).toBe('exports');
    expect(demoBlockedFeature('GET', '/api/billing')).toBeNull();
    expect(demoBlockedFeature('POST', '/api/billing/stripe/webhook')).toBeNull();
  });
});

describe('the end of a demo', () => {
  it('deletes the sandbox, its people and its data through the queued job at expiry', async () => {
    const { client, body } = await visitor('Manager');
    const { sandbox } = await sandboxOf(client);
    const companyId = sandbox.companyId!;
    // Stored files of the sandbox (their bytes in storage): the company's avatar, a library document,
    // a message attachment, a person's avatar and a candidate's résumé.
    const storage = ctx.deps.storage;
    const avatarKey = `avatars/companies/${companyId}/sandbox.png`;
    const documentKey = `files/${companyId}/sandbox-handbook.pdf`;
    const attachmentKey = `attachments/${companyId}/sandbox-note.pdf`;
    const userAvatarKey = `avatars/users/${sandbox.userIds[0]}/sandbox.png`;
    const resumeKey = `resumes/sandbox-${companyId}.pdf`;
    for (const key of [avatarKey, documentKey, attachmentKey, userAvatarKey, resumeKey])
      await storage.put(key, Buffer.from('%PDF-1.4'));
    await db.update(companies).set({ avatarPath: avatarKey }).where(eq(companies.id, companyId));
    await db
      .insert(files)
      .values({ companyId, storagePath: documentKey, mimeType: 'application/pdf', sizeBytes: 8 });
    await db.update(users).set({ avatarPath: userAvatarKey }).where(eq(users.id, sandbox.userIds[0]!));
    const [profile] = await db
      .select({ userId: candidateProfiles.userId })
      .from(candidateProfiles)
      .where(inArray(candidateProfiles.userId, sandbox.userIds))
      .limit(1);
    expect(profile, 'a sandbox candidate with a profile').toBeDefined();
    await db
      .update(candidateProfiles)
      .set({ resumePath: resumeKey })
      .where(eq(candidateProfiles.userId, profile!.userId));
    const [message] = await db
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(conversations.companyId, companyId))
      .limit(1);
    expect(message, 'a message in a sandbox conversation').toBeDefined();
    await db.insert(messageAttachments).values({
      messageId: message!.id,
      storagePath: attachmentKey,
      originalName: 'note.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 8,
    });
    // Not yet: a minute before expiry the job is still waiting.
    await ctx.runJobs(new Date(new Date(body.expires_at).getTime() - 60_000));
    expect(await db.select().from(companies).where(eq(companies.id, companyId))).toHaveLength(1);

    await ctx.runJobs(new Date(new Date(body.expires_at).getTime() + 1000));
    expect(await db.select().from(companies).where(eq(companies.id, companyId))).toHaveLength(0);
    // Their bytes went with them (decision 121's rule: files first, then rows).
    for (const key of [avatarKey, documentKey, attachmentKey, userAvatarKey, resumeKey])
      expect(await storage.read(key), key).toBeNull();
    expect(await db.select().from(users).where(inArray(users.id, sandbox.userIds))).toHaveLength(0);
    expect(await db.select().from(applications).where(eq(applications.companyId, companyId))).toHaveLength(0);
    expect(await db.select().from(conversations).where(eq(conversations.companyId, companyId))).toHaveLength(
      0,
    );
    expect(await db.select().from(demoSandboxes).where(eq(demoSandboxes.id, sandbox.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(inArray(sessions.userId, sandbox.userIds))).toHaveLength(0);
    // The session ended with the account.
    expect((await client.get('/api/users/self')).statusCode).toBe(401);
  });
});

describe('the trial link and the giveaway', () => {
  it('redirects a visitor to a signed 14-day /activate-trial link, 30 days once the tour is finished', async () => {
    const { client } = await visitor('Company Admin');
    expect((await client.get('/api/users/giveaway-info')).json()).toMatchObject({
      eligible: true,
      unlocked: false,
      trial_days: FREE_TRIAL_DAYS,
    });
    const link = await client.get('/api/demo-accounts/trial-link');
    expect(link.statusCode).toBe(302);
    const location = new URL(link.headers.location as string);
    expect(location.pathname).toBe('/activate-trial');
    const token = location.searchParams.get('token')!;
    expect(readTrialToken(keyring, token)?.trialDays).toBe(FREE_TRIAL_DAYS);
    // A token changed by one character is worthless.
    expect(readTrialToken(keyring, `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`)).toBeNull();

    const { self } = await sandboxOf(client);
    expect((await client.post(`/api/companies/${self.active_company.id}/complete-demo`)).statusCode).toBe(
      200,
    );
    const info = (await client.get('/api/users/giveaway-info')).json();
    expect(info).toMatchObject({ eligible: true, unlocked: true, trial_days: DEMO_GIVEAWAY_TRIAL_DAYS });
    const extended = new URL((await client.get('/api/demo-accounts/trial-link')).headers.location as string);
    expect(readTrialToken(keyring, extended.searchParams.get('token')!)?.trialDays).toBe(
      DEMO_GIVEAWAY_TRIAL_DAYS,
    );
  });

  it('refuses the trial link to someone who is not a demo visitor, and to guests', async () => {
    const regular = await signedInClient(ctx, await createUser(ctx));
    const refused = await regular.get('/api/demo-accounts/trial-link');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: NOT_A_DEMO_ACCOUNT });
    expect((await regular.get('/api/users/giveaway-info')).json()).toMatchObject({ eligible: false });
    expect((await new TestClient(ctx.app, uniqueIp()).get('/api/demo-accounts/trial-link')).statusCode).toBe(
      401,
    );
  });

  it('tells the client it is the demo site', async () => {
    const site = await new TestClient(ctx.app, uniqueIp()).get('/api/site');
    expect(site.json()).toMatchObject({ demo_mode: true, support_chat: { provider: 'built_in' } });
  });
});

describe('outside the demo site', () => {
  it('answers 404 to the demo endpoints and blocks nothing', async () => {
    const real = await createTestApp();
    try {
      const client = new TestClient(real.app, uniqueIp());
      const created = await client.post('/api/demo-accounts', { role: 'Recruiter' });
      expect(created.statusCode).toBe(404);
      expect((await client.get('/api/site')).json()).toMatchObject({ demo_mode: false });
      const user = await createUser(real);
      const signedIn = await signedInClient(real, user);
      expect((await signedIn.get('/api/demo-accounts/trial-link')).statusCode).toBe(404);
      expect((await signedIn.get('/api/users/giveaway-info')).json()).toMatchObject({
        eligible: false,
        trial_days: FREE_TRIAL_DAYS,
      });
      const sms = await signedIn.post('/api/send-verification-sms', { phone: '+15035550100' });
      expect(sms.json()).not.toEqual({ message: DEMO_BLOCKED });
    } finally {
      await real.close();
    }
  });
});
