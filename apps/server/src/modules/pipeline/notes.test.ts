// Private team notes: who reads, writes and deletes them, and that they stay with the company.
import { COMPANY_ROLES } from '@hireloop/shared/roles';
import { describe, expect, it } from 'vitest';
import { createCandidate, placeApplication } from '#server-test/application-factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';
import { addMember } from '#server-test/tenancy-factories.ts';

const {
  ctx,
  companies: [company, other],
} = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');

async function anApplication() {
  const posted = await createTestOpportunity(ctx.database.db, company.id);
  const candidate = await createCandidate(ctx);
  return { candidate, application: await placeApplication(ctx, posted, candidate.user.id) };
}

describe('notes', () => {
  it('Recruiter and above write, every role reads, newest first', async () => {
    const { application } = await anApplication();
    for (const role of COMPANY_ROLES) {
      const response = await company.members[role].client.post(`/api/applications/${application.id}/notes`, {
        body: `From ${role}`,
      });
      expect(response.statusCode, role).toBe(role === 'Team Member' ? 403 : 201);
    }
    const listed = await company.members['Team Member'].client.get(
      `/api/applications/${application.id}/notes`,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((n: { body: string }) => n.body)).toEqual([
      'From Recruiter',
      'From Manager',
      'From Company Admin',
    ]);
    expect(listed.json().meta.total).toBe(3);
    expect(listed.json().abilities).toEqual({ create: false });
    expect(listed.json().data[0]).toMatchObject({
      author: { id: company.members.Recruiter.user.id, first_name: 'Recruiter' },
      abilities: { delete: false },
    });
  });

  it('validates the body', async () => {
    const { application } = await anApplication();
    const client = company.members.Recruiter.client;
    const blank = await client.post(`/api/applications/${application.id}/notes`, { body: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ body: ['The body field is required.'] });
    const long = await client.post(`/api/applications/${application.id}/notes`, { body: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(422);
  });

  it('the author or a Manager and above deletes a note; another Recruiter may not', async () => {
    const { application } = await anApplication();
    const recruiter = company.members.Recruiter;
    const create = async () =>
      (await recruiter.client.post(`/api/applications/${application.id}/notes`, { body: 'Hmm' })).json()
        .id as number;
    const secondRecruiter = await addMember(ctx, company.id, 'Recruiter');
    const first = await create();
    expect((await secondRecruiter.client.delete(`/api/application-notes/${first}`)).statusCode).toBe(403);
    expect(
      (await company.members['Team Member'].client.delete(`/api/application-notes/${first}`)).statusCode,
    ).toBe(403);
    expect((await recruiter.client.delete(`/api/application-notes/${first}`)).statusCode).toBe(204);
    const second = await create();
    expect((await company.members.Manager.client.delete(`/api/application-notes/${second}`)).statusCode).toBe(
      204,
    );
    expect((await recruiter.client.delete(`/api/application-notes/${second}`)).statusCode).toBe(404);
  });

  it('is invisible to other companies and to the candidate', async () => {
    const { application, candidate } = await anApplication();
    const created = await company.members.Manager.client.post(`/api/applications/${application.id}/notes`, {
      body: 'Team-only remark',
    });
    const rival = other.members['Company Admin'].client;
    expect((await rival.get(`/api/applications/${application.id}/notes`)).statusCode).toBe(404);
    expect((await rival.post(`/api/applications/${application.id}/notes`, { body: 'x' })).statusCode).toBe(
      404,
    );
    expect((await rival.delete(`/api/application-notes/${created.json().id}`)).statusCode).toBe(404);
    // The candidate has no company: the notes endpoints are closed to them, and nothing they read has the note.
    expect((await candidate.client.get(`/api/applications/${application.id}/notes`)).statusCode).toBe(403);
    const own = [
      await candidate.client.get(`/api/applications/${application.id}`),
      await candidate.client.get('/api/applications'),
    ];
    for (const response of own) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('Team-only remark');
    }
  });
});
