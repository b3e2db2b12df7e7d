// Every pipeline, notes, talent pool (with the candidate search) and candidate-application endpoint
// against every company role, an admin of another company, and the candidate: who may (2xx), who
// may not (403), and who must not even learn the thing exists (404).
import { beforeAll, describe, expect, it } from 'vitest';
import { attachResume, createCandidate, placeApplication } from '#server-test/application-factories.ts';
import { uniqueEmail } from '#server-test/factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import type { TestClient } from '#server-test/http-client.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';

const {
  ctx,
  companies: [company, other],
} = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');
let candidate: { client: TestClient; user: { id: number } };
let applicationId: number;
let opportunityId: number;
let contactId: number;

const ACTORS = [
  'Company Admin',
  'Manager',
  'Recruiter',
  'Team Member',
  'other company',
  'candidate',
] as const;
type ActorName = (typeof ACTORS)[number];

function clientOf(actor: ActorName): TestClient {
  if (actor === 'candidate') return candidate.client;
  if (actor === 'other company') return other.members['Company Admin'].client;
  return company.members[actor].client;
}

beforeAll(async () => {
  const posted = await createTestOpportunity(ctx.database.db, company.id);
  opportunityId = posted.opportunity.id;
  candidate = await createCandidate(ctx);
  await attachResume(ctx, candidate.user.id, {
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    data: Buffer.from('%PDF-1.4\n'),
  });
  applicationId = (await placeApplication(ctx, posted, candidate.user.id, { step: 1 })).id;
  const contact = await company.members['Company Admin'].client.post('/api/talent-pool-contacts', {
    first_name: 'Pool',
    last_name: 'Person',
    email: uniqueEmail('pool'),
  });
  contactId = contact.json().id;
});

// Expected status per actor, in ACTORS order.
const expectations: Array<[string, (client: TestClient) => Promise<{ statusCode: number }>, number[]]> = [
  ['list candidates', (c) => c.get('/api/company-candidates'), [200, 200, 200, 200, 200, 403]],
  [
    'open the panel',
    (c) => c.get(`/api/company-candidates/${applicationId}`),
    [200, 200, 200, 200, 404, 403],
  ],
  [
    'read the resume',
    (c) => c.get(`/api/company-candidates/${applicationId}/resume`),
    [200, 200, 200, 200, 404, 403],
  ],
  [
    'decide',
    (c) => c.post(`/api/applications/${applicationId}/decision`, { decision: 'no-decision' }),
    [200, 200, 200, 403, 404, 403],
  ],
  [
    'bulk message',
    (c) =>
      c.post('/api/company-candidates/bulk', {
        action: 'message',
        application_ids: [applicationId],
        content: 'Hi',
      }),
    [200, 200, 200, 403, 404, 403],
  ],
  ['read notes', (c) => c.get(`/api/applications/${applicationId}/notes`), [200, 200, 200, 200, 404, 403]],
  [
    'write a note',
    (c) => c.post(`/api/applications/${applicationId}/notes`, { body: 'Note' }),
    [201, 201, 201, 403, 404, 403],
  ],
  ['list the talent pool', (c) => c.get('/api/talent-pool-contacts'), [200, 200, 200, 200, 200, 403]],
  [
    'add to the talent pool',
    (c) =>
      c.post('/api/talent-pool-contacts', { first_name: 'A', last_name: 'B', email: uniqueEmail('matrix') }),
    [201, 201, 201, 403, 201, 403],
  ],
  [
    'invite a contact',
    (c) => c.post(`/api/talent-pool-contacts/${contactId}/invite`, { opportunity_id: opportunityId }),
    [200, 200, 200, 403, 404, 403],
  ],
  [
    'search people on Hireloop',
    (c) => c.get('/api/candidate-search?q=baker'),
    [200, 200, 200, 403, 200, 403],
  ],
  [
    'add someone found on Hireloop',
    async (c) => {
      const found = await createCandidate(ctx, {}, { headline: 'Baker' });
      return c.post('/api/talent-pool-contacts/from-candidate', { candidate_user_id: found.user.id });
    },
    [201, 201, 201, 403, 201, 403],
  ],
  ['read the dashboard', (c) => c.get('/api/company-dashboard'), [200, 200, 200, 200, 200, 403]],
  [
    'read the application as its candidate',
    (c) => c.get(`/api/applications/${applicationId}`),
    [404, 404, 404, 404, 404, 200],
  ],
  ['list own applications', (c) => c.get('/api/applications'), [200, 200, 200, 200, 200, 200]],
];

describe.each(ACTORS)('as %s', (actor) => {
  it.each(expectations)('%s', async (_name, call, statuses) => {
    const response = await call(clientOf(actor));
    expect(response.statusCode).toBe(statuses[ACTORS.indexOf(actor)]);
  });

  it('deletes a Company Admin’s note only as Manager and above', async () => {
    const note = await company.members['Company Admin'].client.post(
      `/api/applications/${applicationId}/notes`,
      {
        body: 'By the admin',
      },
    );
    const response = await clientOf(actor).delete(`/api/application-notes/${note.json().id}`);
    const expected: Record<ActorName, number> = {
      'Company Admin': 204,
      Manager: 204,
      Recruiter: 403,
      'Team Member': 403,
      'other company': 404,
      candidate: 403,
    };
    expect(response.statusCode).toBe(expected[actor]);
  });
});
