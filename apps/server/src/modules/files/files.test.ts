// The company file library: add (checked by content), list in order, rename, reorder, remove;
// attach to an offer from the library or upload on the spot into it; roles and tenants.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCandidate, placeApplication } from '#server-test/application-factories.ts';
import { uniqueIp } from '#server-test/factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { TestClient as Client, type TestClient } from '#server-test/http-client.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';

const {
  ctx,
  companies: [company, rival],
} = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');

const recruiter = () => company.members.Recruiter.client;
const pdf = fs.readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/resumes/resume.pdf'));
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function multipart(
  fields: Record<string, string>,
  file: { name: string; data: Buffer } | null,
  field = 'file',
) {
  const boundary = `----hireloop${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function send(
  client: TestClient,
  url: string,
  fields: Record<string, string>,
  file: { name: string; data: Buffer } | null,
  field = 'file',
) {
  const form = multipart(fields, file, field);
  return client.request('POST', url, form.body, { headers: form.headers });
}

async function draftOffer(extra: Record<string, unknown> = {}) {
  const candidate = await createCandidate(ctx, { firstName: 'Lee' });
  const posted = await createTestOpportunity(ctx.database.db, company.id);
  const application = await placeApplication(ctx, posted, candidate.user.id, { step: 2 });
  const [template] = (await recruiter().get('/api/offer-templates')).json().data;
  const response = await recruiter().post('/api/offers', {
    application_id: application.id,
    template_id: template.id,
    pay_amount_cents: 2000,
    pay_period: 'hour',
    start_date: dateIn(10),
    expires_on: dateIn(3),
    ...extra,
  });
  return response;
}

describe('/api/file-library', () => {
  it('keeps files in order, renamed, and attaches them to offers', async () => {
    const handbook = await send(
      recruiter(),
      '/api/file-library',
      { current_name: 'Handbook.pdf' },
      { name: 'h.pdf', data: pdf },
    );
    expect(handbook.statusCode).toBe(201);
    expect(handbook.json()).toMatchObject({
      current_name: 'Handbook.pdf',
      order: 0,
      add_to_library: true,
      mime_type: 'application/pdf',
    });
    const benefits = (
      await send(recruiter(), '/api/file-library', {}, { name: 'Benefits.pdf', data: pdf })
    ).json();
    expect(benefits.order).toBe(1);

    const renamed = await recruiter().put(`/api/file-library/${benefits.model_has_file_id}`, {
      current_name: 'Benefits 2027.pdf',
      order: 0,
    });
    expect(renamed.json()).toMatchObject({ current_name: 'Benefits 2027.pdf', order: 0 });
    await recruiter().put(`/api/file-library/${handbook.json().model_has_file_id}`, { order: 1 });
    const list = (await recruiter().get('/api/file-library')).json();
    expect(list.data.map((row: { current_name: string }) => row.current_name)).toEqual([
      'Benefits 2027.pdf',
      'Handbook.pdf',
    ]);

    const fake = await send(
      recruiter(),
      '/api/file-library',
      {},
      { name: 'x.pdf', data: Buffer.from('plain text') },
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.file).toBeDefined();

    // From the library onto an offer; the candidate downloads it from the public page.
    const offer = (await draftOffer({ library_model_has_file_id: handbook.json().model_has_file_id })).json();
    expect(offer.attachment).toMatchObject({
      current_name: 'Handbook.pdf',
      library_model_has_file_id: handbook.json().model_has_file_id,
    });
    await recruiter().post(`/api/offers/${offer.id}/send`);
    const attachment = await new Client(ctx.app, uniqueIp()).get(
      `/api/public-offers/${offer.uuid}/attachment`,
    );
    expect(attachment.statusCode).toBe(200);
    expect(attachment.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Uploaded with an offer and kept in the library.
    const second = (await draftOffer()).json();
    const uploaded = await send(
      recruiter(),
      `/api/offers/${second.id}/attachment`,
      { add_to_library: '1' },
      { name: 'Schedule.pdf', data: pdf },
    );
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().attachment.library_model_has_file_id).toEqual(expect.any(Number));
    const names = (await recruiter().get('/api/file-library'))
      .json()
      .data.map((row: { current_name: string }) => row.current_name);
    expect(names).toContain('Schedule.pdf');

    // Removing from the library keeps the copy attached to the offer.
    expect(
      (await recruiter().delete(`/api/file-library/${handbook.json().model_has_file_id}`)).statusCode,
    ).toBe(204);
    expect((await recruiter().get(`/api/offers/${offer.id}`)).json().attachment.current_name).toBe(
      'Handbook.pdf',
    );
  });

  it('moves a file to a place in the library, the others closing up round it', async () => {
    const client = rival.members.Recruiter.client;
    const ids: number[] = [];
    for (const name of ['A.pdf', 'B.pdf', 'C.pdf', 'D.pdf']) {
      ids.push((await send(client, '/api/file-library', {}, { name, data: pdf })).json().model_has_file_id);
    }
    const names = async () =>
      (await client.get('/api/file-library'))
        .json()
        .data.map((row: { current_name: string; order: number }) => `${row.order}:${row.current_name}`);
    expect((await client.put(`/api/file-library/${ids[3]}`, { order: 0 })).json().order).toBe(0);
    expect(await names()).toEqual(['0:D.pdf', '1:A.pdf', '2:B.pdf', '3:C.pdf']);
    await client.put(`/api/file-library/${ids[0]}`, { order: 99 });
    expect(await names()).toEqual(['0:D.pdf', '1:B.pdf', '2:C.pdf', '3:A.pdf']);
    // A removed file leaves a gap; a new file still goes last, and the next move closes the gap.
    await client.delete(`/api/file-library/${ids[1]}`);
    await send(client, '/api/file-library', {}, { name: 'E.pdf', data: pdf });
    expect(await names()).toEqual(['0:D.pdf', '2:C.pdf', '3:A.pdf', '4:E.pdf']);
    await client.put(`/api/file-library/${ids[2]}`, { order: 1 });
    expect(await names()).toEqual(['0:D.pdf', '1:C.pdf', '2:A.pdf', '3:E.pdf']);
    const negative = await client.put(`/api/file-library/${ids[2]}`, { order: -1 });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors.order).toBeDefined();
  });

  it('finds files by a part of their name, wildcards taken literally', async () => {
    const names = ['Relocation policy.pdf', 'Parking 100%.pdf', 'relocation_map.pdf'];
    for (const name of names) {
      await send(
        rival.members.Recruiter.client,
        '/api/file-library',
        { current_name: name },
        { name, data: pdf },
      );
    }
    const find = async (search: string) =>
      (await rival.members.Recruiter.client.get(`/api/file-library?search=${encodeURIComponent(search)}`))
        .json()
        .data.map((row: { current_name: string }) => row.current_name);
    expect(await find('RELOCATION')).toEqual(['Relocation policy.pdf', 'relocation_map.pdf']);
    expect(await find('100%')).toEqual(['Parking 100%.pdf']);
    expect(await find('_map')).toEqual(['relocation_map.pdf']);
    expect(await find('%')).toEqual(['Parking 100%.pdf']);
    const page = (
      await rival.members.Recruiter.client.get('/api/file-library?search=relocation&per_page=1')
    ).json();
    expect(page.meta).toMatchObject({ total: 2, last_page: 2 });
    // Another company's files never match.
    expect((await recruiter().get('/api/file-library?search=relocation')).json().data).toEqual([]);

    const nul = await rival.members.Recruiter.client.get('/api/file-library?search=a%00b');
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors.search).toBeDefined();
    const long = await rival.members.Recruiter.client.get(`/api/file-library?search=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.search).toBeDefined();
  });

  it('keeps Team Members out and other companies away from the files', async () => {
    const mine = (await send(recruiter(), '/api/file-library', {}, { name: 'Mine.pdf', data: pdf })).json();
    const member = company.members['Team Member'].client;
    expect((await member.get('/api/file-library')).statusCode).toBe(403);
    expect((await send(member, '/api/file-library', {}, { name: 'a.pdf', data: pdf })).statusCode).toBe(403);
    const other = rival.members['Company Admin'].client;
    expect((await other.get(`/api/file-library/${mine.model_has_file_id}/download`)).statusCode).toBe(404);
    expect(
      (await other.put(`/api/file-library/${mine.model_has_file_id}`, { current_name: 'x' })).statusCode,
    ).toBe(404);
    expect((await other.delete(`/api/file-library/${mine.model_has_file_id}`)).statusCode).toBe(404);
    const foreign = await draftOffer({
      library_model_has_file_id: (
        await send(other, '/api/file-library', {}, { name: 'r.pdf', data: pdf })
      ).json().model_has_file_id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.library_model_has_file_id).toEqual([
      'The selected file is not in your library.',
    ]);
  });

  it('attaches library files to company messages and keeps uploads in the library when asked', async () => {
    const candidate = await createCandidate(ctx, { firstName: 'Mia' });
    await placeApplication(ctx, await createTestOpportunity(ctx.database.db, company.id), candidate.user.id);
    const started = await recruiter().post('/api/company-conversations', {
      candidate_user_id: candidate.user.id,
      content: 'Hello Mia',
    });
    const uuid = started.json().uuid;
    const guide = (
      await send(
        recruiter(),
        '/api/file-library',
        { current_name: 'Guide.pdf' },
        { name: 'g.pdf', data: pdf },
      )
    ).json();

    const fromLibrary = await recruiter().post(`/api/conversations/${uuid}/messages`, {
      content: 'Our guide',
      library_file_ids: [guide.model_has_file_id],
    });
    expect(fromLibrary.statusCode).toBe(201);
    expect(fromLibrary.json().attachments.map((file: { name: string }) => file.name)).toEqual(['Guide.pdf']);
    const download = await candidate.client.get(fromLibrary.json().attachments[0].url);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const kept = await send(
      recruiter(),
      `/api/conversations/${uuid}/messages`,
      { add_to_library: '1' },
      { name: 'Menu.pdf', data: pdf },
      'files',
    );
    expect(kept.statusCode).toBe(201);
    const names = (await recruiter().get('/api/file-library?per_page=100'))
      .json()
      .data.map((row: { current_name: string }) => row.current_name);
    expect(names).toContain('Menu.pdf');

    const byCandidate = await candidate.client.post(`/api/conversations/${uuid}/messages`, {
      content: 'Mine',
      library_file_ids: [guide.model_has_file_id],
    });
    expect(byCandidate.statusCode).toBe(422);
    const foreign = await recruiter().post(`/api/conversations/${uuid}/messages`, {
      content: 'x',
      library_file_ids: [999999999],
    });
    expect(foreign.json().errors.library_file_ids).toEqual(['The selected file is not in your library.']);
  });
});
