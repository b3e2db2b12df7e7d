// /confirm "Confirm Your Info": the company asks an import's contacts (a job, with progress) or one
// contact; the signed link opens without signing in; a tampered or expired link is refused; the
// contact's corrections and consent are recorded. Who may, another company (404), bad input (422).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { talentPoolContacts } from '#server/db/schema.ts';
import { createKeyring } from '#server/lib/crypto.ts';
import { mailsTo } from '#server-test/application-factories.ts';
import { uniqueEmail, uniqueIp } from '#server-test/factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { multipartFile, TestClient } from '#server-test/http-client.ts';
import { INVALID_LINK } from './confirm-info.service.ts';
import { createSignedLink } from './signed-links.ts';

const {
  ctx,
  companies: [company, other],
} = await companyAppForThisFile('Confirm Bakery', 'Other Bakery');
const db = ctx.database.db;
const recruiter = company.members.Recruiter.client;
const keyring = createKeyring('test-app-key-that-is-at-least-32-characters');
const guest = () => new TestClient(ctx.app, uniqueIp());

const tokenIn = (text: string) => decodeURIComponent(/\/confirm\?token=([^\s]+)/.exec(text)![1]!);

async function importContacts(emails: string[]) {
  const csv = [
    'First Name,Last Name,Email,City',
    ...emails.map((email, i) => `Ada${i},Lovelace,${email},London`),
  ];
  const { body, contentType } = multipartFile('file', 'people.csv', Buffer.from(csv.join('\n')), 'text/csv');
  const uploaded = await recruiter.post('/api/user-imports', body, {
    headers: { 'content-type': contentType },
  });
  expect(uploaded.json(), uploaded.body).toMatchObject({ mapping: { location: 3 } });
  const id = uploaded.json().id as number;
  await recruiter.post(`/api/user-imports/${id}/start`);
  await ctx.runJobs();
  return id;
}

describe('asking an import’s contacts to confirm their info', () => {
  it('mails every created contact through a job with progress; asking twice is refused', async () => {
    const emails = [uniqueEmail('ada'), uniqueEmail('grace')];
    const id = await importContacts(emails);
    const done = (await recruiter.get(`/api/user-imports/${id}`)).json();
    expect(done).toMatchObject({
      status: 'completed',
      confirm_status: null,
      abilities: { request_confirmation: true },
    });

    const teamMember = await company.members['Team Member'].client.post(
      `/api/user-imports/${id}/confirm-requests`,
    );
    expect(teamMember.statusCode).toBe(403);
    const otherTenant = await other.members['Company Admin'].client.post(
      `/api/user-imports/${id}/confirm-requests`,
    );
    expect(otherTenant.statusCode).toBe(404);

    const asked = await recruiter.post(`/api/user-imports/${id}/confirm-requests`);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      confirm_status: 'queued',
      confirm_total: 2,
      confirm_sent: 0,
      abilities: { request_confirmation: false },
    });
    const again = await recruiter.post(`/api/user-imports/${id}/confirm-requests`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.import[0]).toMatch(/already asked/);

    await ctx.runJobs();
    expect((await recruiter.get(`/api/user-imports/${id}`)).json()).toMatchObject({
      confirm_status: 'completed',
      confirm_sent: 2,
    });
    for (const email of emails) {
      const mails = await mailsTo(ctx, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Confirm Bakery asks you to confirm your details');
    }
  });

  it('opens signed out, refuses tampered and expired links, and records corrections and consent', async () => {
    const email = uniqueEmail('katherine');
    const id = await importContacts([email]);
    await recruiter.post(`/api/user-imports/${id}/confirm-requests`);
    const [mail] = await mailsTo(ctx, email);
    const token = tokenIn(mail!.text);

    const view = await guest().get(`/api/confirm/${encodeURIComponent(token)}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      company_name: 'Confirm Bakery',
      first_name: 'Ada0',
      last_name: 'Lovelace',
      location: 'London',
      consent: null,
      confirmed_at: null,
    });
    expect(view.json().email).toMatch(/^k\*+@example\.com$/);

    const [id_, expires, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    for (const bad of [
      `${id_}.${expires}.${flipped}`,
      `${Number(id_) + 1}.${expires}.${signature}`,
      `${id_}.${Number(expires) + 86_400}.${signature}`,
      'not-a-token',
    ]) {
      const refused = await guest().get(`/api/confirm/${encodeURIComponent(bad)}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.token).toEqual([INVALID_LINK]);
    }
    // The link of another purpose (still-interested) does not open /confirm.
    const otherPurpose = createSignedLink(
      keyring,
      'profiles.still-interested',
      Number(id_),
      new Date(Date.now() + 60_000),
    );
    expect((await guest().get(`/api/confirm/${otherPurpose}`)).statusCode).toBe(422);
    const expired = createSignedLink(
      keyring,
      'talent-pool.confirm',
      Number(id_),
      new Date(Date.now() - 1000),
    );
    const late = await guest().get(`/api/confirm/${expired}`);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.token[0]).toMatch(/expired/);

    for (const bad of [
      { token, first_name: 'Ada', last_name: 'Lovelace', phone: '555-0100', consent: true },
      { token, first_name: 'Ada\u0000', last_name: 'Lovelace', consent: true },
      { token, first_name: 'Ada', last_name: 'Lovelace' },
      { token, first_name: 'Ada', last_name: 'L', location: 'x'.repeat(10_000), consent: true },
    ]) {
      const refused = await guest().post('/api/confirm', bad);
      expect(refused.statusCode).toBe(422);
    }
    const tampered = await guest().post('/api/confirm', {
      token: `${id_}.${expires}.${flipped}`,
      first_name: 'Mallory',
      last_name: 'X',
      consent: true,
    });
    expect(tampered.statusCode).toBe(422);

    const confirmed = await guest().post('/api/confirm', {
      token,
      first_name: 'Katherine',
      last_name: 'Johnson',
      phone: '+15035550100',
      location: 'Hampton, VA',
      consent: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ first_name: 'Katherine', consent: true });
    expect(confirmed.json().message).toMatch(/may contact you/);
    const [stored] = await db.select().from(talentPoolContacts).where(eq(talentPoolContacts.email, email));
    expect(stored).toMatchObject({
      firstName: 'Katherine',
      lastName: 'Johnson',
      phone: '+15035550100',
      location: 'Hampton, VA',
      contactConsent: true,
    });
    expect(stored!.confirmedAt).toBeInstanceOf(Date);
    expect(stored!.contactConsentAt).toBeInstanceOf(Date);

    const declined = await guest().post('/api/confirm', {
      token,
      first_name: 'Katherine',
      last_name: 'Johnson',
      consent: false,
    });
    expect(declined.json()).toMatchObject({ consent: false, phone: null });
    expect(declined.json().message).toMatch(/will not contact you/);
  });
});

describe('asking one contact from the talent pool', () => {
  it('mails a Recruiter’s contact once a day; Team Members 403, another company 404', async () => {
    const email = uniqueEmail('dorothy');
    const created = await recruiter.post('/api/talent-pool-contacts', {
      first_name: 'Dorothy',
      last_name: 'Vaughan',
      email,
    });
    expect(created.statusCode, created.body).toBe(201);
    const contactId = created.json().id as number;
    const url = `/api/talent-pool-contacts/${contactId}/confirm-request`;
    expect((await company.members['Team Member'].client.post(url)).statusCode).toBe(403);
    expect((await other.members['Company Admin'].client.post(url)).statusCode).toBe(404);
    expect((await recruiter.post('/api/talent-pool-contacts/999999999/confirm-request')).statusCode).toBe(
      404,
    );
    expect((await recruiter.post('/api/talent-pool-contacts/abc/confirm-request')).statusCode).toBe(422);

    for (const role of ['Company Admin', 'Manager'] as const) {
      const otherContact = await company.members[role].client.post('/api/talent-pool-contacts', {
        first_name: 'Mary',
        last_name: 'Jackson',
        email: uniqueEmail(role.replace(' ', '')),
      });
      const asked = await company.members[role].client.post(
        `/api/talent-pool-contacts/${otherContact.json().id}/confirm-request`,
      );
      expect(asked.statusCode).toBe(200);
    }

    const asked = await recruiter.post(url);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(`We emailed ${email} a link to confirm their info.`);
    expect((await recruiter.post(url)).statusCode).toBe(422);
    const mails = await mailsTo(ctx, email);
    expect(mails).toHaveLength(1);
    const view = await guest().get(`/api/confirm/${encodeURIComponent(tokenIn(mails[0]!.text))}`);
    expect(view.json()).toMatchObject({ first_name: 'Dorothy', last_name: 'Vaughan' });
  });
});
