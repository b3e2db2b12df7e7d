// NUL bytes and impossible dates, the two inputs PostgreSQL refuses, get a 422 on their field from
// the shared schemas (decision 023) instead of reaching the database as a 500. The OpenAPI fuzz
// suite (test/fuzz) sends them to every operation; these pin the answers down.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient, uniqueEmail } from '#server-test/factories.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createMessagingScene, startTestConversation } from '#server-test/messaging-factories.ts';
import { createTestApp, type TestApp } from '#server-test/test-app.ts';
import { users } from '../db/schema.ts';

let ctx: TestApp;
let candidate: TestClient;
let recruiter: TestClient;
let conversationUuid: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const scene = await createMessagingScene(ctx);
  candidate = scene.candidate.client;
  recruiter = scene.company.members.Recruiter.client;
  conversationUuid = await startTestConversation(recruiter, scene.candidate.user.id);
});

afterAll(async () => {
  await ctx.close();
});

const nulError = (field: string) => `The ${field.replace(/_/g, ' ')} must not contain NUL characters.`;

describe('NUL characters', () => {
  it.each([
    ['/api/opportunities/search?q=%00', 'q'],
    ['/api/opportunities/search?location=Berlin%00', 'location'],
    ['/api/conversations?search=a%00b', 'search'],
    ['/api/company-conversations?search=%00', 'search'],
    ['/api/company-candidates?search=%00', 'search'],
    ['/api/talent-pool-contacts?search=%00', 'search'],
    ['/api/candidate-search?q=%00', 'q'],
    ['/api/dev/mailbox?to=%00', 'to'],
  ])('GET %s answers 422 on %s', async (url, field) => {
    const client =
      url.includes('company') || url.includes('talent') || url.includes('candidate-search')
        ? recruiter
        : candidate;
    const response = await client.get(url);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field]).toContain(nulError(field));
  });

  it('refuses a NUL in a sign-up name, creating no user', async () => {
    const email = uniqueEmail('nul');
    const response = await new TestClient(ctx.app).post('/register', {
      first_name: 'Ada\u0000',
      last_name: 'Lovelace',
      email,
      password: 'correct horse battery',
      password_confirmation: 'correct horse battery',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ first_name: [nulError('first_name')] });
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it.each([
    ['PUT', '/api/profile', { first_name: 'Ada', last_name: 'L', summary: 'Hi\u0000' }, 'summary'],
    ['PUT', '/api/profile', { first_name: 'Ada', last_name: 'L', skills: ['SQL', '\u0000'] }, 'skills.1'],
    ['POST', 'MESSAGES', { content: 'Hello\u0000' }, 'content'],
  ] as const)('%s %s refuses it in %s', async (method, url, body, field) => {
    const target = url === 'MESSAGES' ? `/api/conversations/${conversationUuid}/messages` : url;
    const response = await candidate.request(method, target, body);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field]).toEqual([
      `The ${field.split('.')[0]!.replace(/_/g, ' ')} must not contain NUL characters.`,
    ]);
  });

  it('refuses it in the text of a multipart message as in a JSON one', async () => {
    const body = `--b\r\nContent-Disposition: form-data; name="content"\r\n\r\nHello\u0000\r\n--b--\r\n`;
    const response = await candidate.post(
      `/api/conversations/${conversationUuid}/messages`,
      Buffer.from(body),
      {
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      },
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ content: [nulError('content')] });
  });

  it('refuses it in company texts', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const response = await client.post('/api/companies', { name: 'Bakery\u0000' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [nulError('name')] });
  });
});

describe('impossible dates', () => {
  it.each([
    ['applied_from', '2026-13-45'],
    ['applied_to', '2026-02-30'],
    ['applied_from', '0000-01-01'],
    ['applied_to', '2025-02-29'],
  ])('GET /api/company-candidates?%s=%s answers 422 on that parameter', async (param, value) => {
    const response = await recruiter.get(`/api/company-candidates?${param}=${value}`);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({
      [param]: [`The ${param.replace('_', ' ')} must be a valid date in the format YYYY-MM-DD.`],
    });
  });

  it('still filters by real dates, leap days included', async () => {
    const response = await recruiter.get(
      '/api/company-candidates?applied_from=2024-02-29&applied_to=2030-12-31',
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses an impossible available_from on the profile', async () => {
    const response = await candidate.put('/api/profile', {
      first_name: 'Ada',
      last_name: 'L',
      available_from: '2026-02-30',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      available_from: ['The available from must be a valid date in the format YYYY-MM-DD.'],
    });
  });
});
