import { describe, expect, it } from 'vitest';
import { createUser, signedInClient, uniqueIp } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';
import { createTrialToken } from './trial-links.ts';

const ctx = await appForThisFile();

const DAY_MS = 86_400_000;

describe('POST /api/companies', () => {
  it('creates the company with the creator as Company Admin, a 14-day trial, and makes it active', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const response = await client.post('/api/companies', {
      name: '  Northwind Bakery ',
      nickname: 'Northwind',
    });
    expect(response.statusCode).toBe(201);
    const company = response.json();
    expect(company).toMatchObject({
      name: 'Northwind Bakery',
      nickname: 'Northwind',
      role: 'Company Admin',
      demo_completed: false,
      enterprise: null,
      first_unpaid_invoice_at: null,
      cancellation_at: null,
    });
    expect(company.billable_entity_id).toEqual(expect.any(Number));
    const trialDays = (new Date(company.billable_entity_trial_ends_at).getTime() - Date.now()) / DAY_MS;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);

    const self = (await client.get('/api/users/self')).json();
    expect(self.companies.map((c: { id: number }) => c.id)).toEqual([company.id]);
    expect(self.active_company).toMatchObject({ id: company.id, role: 'Company Admin' });
    expect(self.role).toBe('Company Admin');
  });

  it('validates the name', async () => {
    const client = await signedInClient(ctx, await createUser(ctx));
    const response = await client.post('/api/companies', { name: '   ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name).toBeDefined();
    expect((await client.get('/api/users/self')).json().companies).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await new TestClient(ctx.app).post('/api/companies', { name: 'X' })).statusCode).toBe(401);
  });
});

describe('POST /api/companies/activate-trial', () => {
  it('creates a company with the trial the link grants', async () => {
    const client = await signedInClient(ctx, await createUser(ctx));
    const token = createTrialToken(ctx.deps.keyring, 30);
    const response = await client.post('/api/companies/activate-trial', { token, name: 'Trial Co' });
    expect(response.statusCode).toBe(201);
    const days = (new Date(response.json().billable_entity_trial_ends_at).getTime() - Date.now()) / DAY_MS;
    expect(Math.round(days)).toBe(30);
  });

  it('refuses a forged or expired link and creates nothing', async () => {
    const client = await signedInClient(ctx, await createUser(ctx));
    const forged = `${createTrialToken(ctx.deps.keyring).split('.')[0]}.deadbeef`;
    const expired = createTrialToken(ctx.deps.keyring, 14, Date.now() - 31 * DAY_MS);
    for (const token of [forged, expired]) {
      const response = await client.post('/api/companies/activate-trial', { token, name: 'Nope' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ token: ['This trial link is invalid or has expired.'] });
    }
    expect((await client.get('/api/users/self')).json().companies).toEqual([]);
  });
});

describe('switching accounts', () => {
  it('sets and clears the active company; setting one clears the other kind', async () => {
    const company = await createTestCompany(ctx);
    const { client } = company.members.Recruiter;
    expect((await client.put(`/api/companies/set/${company.id}`)).json()).toEqual({ success: true });
    expect((await client.get('/api/users/self')).json().active_company.id).toBe(company.id);

    expect((await client.put('/api/companies/set/0')).json()).toEqual({ success: true });
    const self = (await client.get('/api/users/self')).json();
    expect(self.active_company).toBeNull();
    expect(self.role).toBeNull();
  });

  it('refuses a company the user does not belong to with 403', async () => {
    const other = await createTestCompany(ctx, 'Other Co');
    const outsider = await signedInClient(ctx, await createUser(ctx));
    const response = await outsider.put(`/api/companies/set/${other.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have access to that company.');
    expect((await outsider.put('/api/enterprises/set/999999')).statusCode).toBe(403);
  });

  it('opens the company named by set_company_id at login when the user belongs to it', async () => {
    const company = await createTestCompany(ctx);
    const { user, client } = company.members.Manager;
    await client.put('/api/companies/set/0');
    const fresh = new TestClient(ctx.app, uniqueIp());
    const login = await fresh.post(`/login?set_company_id=${company.id}`, {
      email: user.email,
      password: 'correct horse battery',
    });
    expect(login.json().user.active_company.id).toBe(company.id);

    const stranger = await createUser(ctx);
    const strangerLogin = await new TestClient(ctx.app, uniqueIp()).post(
      `/login?set_company_id=${company.id}`,
      {
        email: stranger.email,
        password: 'correct horse battery',
      },
    );
    expect(strangerLogin.statusCode).toBe(200);
    expect(strangerLogin.json().user.active_company).toBeNull();
  });
});

describe('POST /api/companies/check-email-exists', () => {
  it('tells whether the email already holds a company account', async () => {
    const company = await createTestCompany(ctx);
    const candidate = await createUser(ctx);
    const client = new TestClient(ctx.app, uniqueIp());
    const member = company.members['Company Admin'].user.email;
    expect((await client.post('/api/companies/check-email-exists', { email: member })).json()).toEqual({
      exists: true,
    });
    expect(
      (await client.post('/api/companies/check-email-exists', { email: candidate.email })).json(),
    ).toEqual({
      exists: false,
    });
  });
});
