// Bulk imports: upload (CSV and XLSX, columns detected), mapping (checked, every row validated),
// the background job (progress, counts, per-row errors as CSV), re-running the same file (no
// duplicates), who may, another company (404) and bad input (422/400, nothing written).
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { talentPoolContacts, userImports } from '#server/db/schema.ts';
import { BROKEN_MULTIPART } from '#server-test/avatar-fixtures.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { multipartFile, type TestClient } from '#server-test/http-client.ts';

const {
  ctx,
  companies: [company, other],
} = await companyAppForThisFile('Import Bakery', 'Other Bakery');
const db = ctx.database.db;
const recruiter = company.members.Recruiter.client;

const CSV = [
  'First Name,Last Name,E-mail,Mobile,Notes',
  'Ada,Lovelace,ada@example.com,+44 20 7946 0958,Met at the fair',
  'Grace,Hopper,grace@example.com,,',
  'Alan,Turing,not-an-email,,',
  ',Nameless,nameless@example.com,,',
  'Ada,Again,ADA@example.com,,Duplicate of row 2',
  'Katherine,Johnson,katherine@example.com,555-0100,Bad phone',
].join('\n');

function upload(client: TestClient, data: Buffer | string, filename = 'people.csv') {
  const { body, contentType } = multipartFile('file', filename, Buffer.from(data), 'text/csv');
  return client.post('/api/user-imports', body, { headers: { 'content-type': contentType } });
}

async function contactCount(companyId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(talentPoolContacts)
    .where(eq(talentPoolContacts.companyId, companyId));
  return row?.n ?? 0;
}

async function importCount(companyId: number) {
  const [row] = await db.select({ n: count() }).from(userImports).where(eq(userImports.companyId, companyId));
  return row?.n ?? 0;
}

async function runToEnd(id: number) {
  await ctx.runJobs();
  return (await recruiter.get(`/api/user-imports/${id}`)).json();
}

describe('user imports', () => {
  it('reads a CSV, detects the columns and counts the rows with problems', async () => {
    const response = await upload(recruiter, CSV);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'uploaded',
      file_name: 'people.csv',
      headers: ['First Name', 'Last Name', 'E-mail', 'Mobile', 'Notes'],
      mapping: { first_name: 0, last_name: 1, email: 2, phone: 3, notes: 4 },
      total_rows: 6,
      invalid_rows: 4,
      progress: 0,
      abilities: { start: true },
    });
    expect(response.json().sample[0]).toEqual([
      'Ada',
      'Lovelace',
      'ada@example.com',
      '+44 20 7946 0958',
      'Met at the fair',
    ]);
  });

  it('imports in the background with progress, counts and the failed rows as CSV; a re-run adds nobody', async () => {
    const { id } = (await upload(recruiter, CSV)).json();
    const started = await recruiter.post(`/api/user-imports/${id}/start`);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'queued', message: 'The import has started.' });
    expect((await recruiter.post(`/api/user-imports/${id}/start`)).statusCode).toBe(422);
    const done = await runToEnd(id);
    expect(done).toMatchObject({
      status: 'completed',
      progress: 100,
      processed_rows: 6,
      created_count: 2,
      existing_count: 0,
      error_count: 4,
    });
    const [ada] = await db
      .select()
      .from(talentPoolContacts)
      .where(eq(talentPoolContacts.email, 'ada@example.com'));
    expect(ada).toMatchObject({
      firstName: 'Ada',
      phone: '+442079460958',
      notes: 'Met at the fair',
      companyId: company.id,
    });

    const csv = await recruiter.get(`/api/user-imports/${id}/errors.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('row,field,problem');
    expect(lines).toContain('4,email,The email is not a valid address.');
    expect(lines).toContain('5,first_name,The first name is missing.');
    expect(lines).toContain('6,email,The same email is on row 2.');
    expect(lines.some((line) => line.startsWith('7,phone,'))).toBe(true);

    const again = (await upload(recruiter, CSV)).json();
    await recruiter.post(`/api/user-imports/${again.id}/start`);
    expect(await runToEnd(again.id)).toMatchObject({ created_count: 0, existing_count: 2, error_count: 4 });
    expect(await contactCount(company.id)).toBe(2);
  });

  it('reads XLSX workbooks', async () => {
    const rows = [
      ['first name', 'surname', 'email'],
      ['Mary', 'Jackson', 'mary@example.com'],
      ['Dorothy', 'Vaughan', 'dorothy@example.com'],
    ].map((row) => row.map((value) => ({ value })));
    const xlsx = await writeXlsxFile(rows).toBuffer();
    const response = await upload(recruiter, xlsx, 'people.xlsx');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      total_rows: 2,
      invalid_rows: 0,
      mapping: { first_name: 0, last_name: 1, email: 2 },
    });
  });

  it('changes the mapping, checked against the file', async () => {
    const { id } = (await upload(recruiter, 'a,b,c\nAda,Lovelace,ada2@example.com\n')).json();
    const unmapped = (await recruiter.get(`/api/user-imports/${id}`)).json();
    expect(unmapped.mapping).toMatchObject({ first_name: null, email: null });
    expect((await recruiter.post(`/api/user-imports/${id}/start`)).statusCode).toBe(422);
    const bad = await recruiter.put(`/api/user-imports/${id}`, {
      mapping: { first_name: 0, last_name: 0, email: 7 },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['mapping', 'mapping.email']);
    const good = await recruiter.put(`/api/user-imports/${id}`, {
      mapping: { first_name: 0, last_name: 1, email: 2 },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({
      invalid_rows: 0,
      mapping: { first_name: 0, last_name: 1, email: 2, phone: null },
    });
  });

  it.each([
    ['an empty file', '', 'file'],
    ['a header without rows', 'first,last,email\n', 'file'],
    ['a broken workbook', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]), 'file'],
  ])('refuses %s with 422, writing nothing', async (_title, data, field) => {
    const before = await importCount(company.id);
    const response = await upload(recruiter, data);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await importCount(company.id)).toBe(before);
  });

  it('answers 400 for broken multipart and 422 without a file', async () => {
    for (const broken of BROKEN_MULTIPART) {
      const response = await recruiter.post('/api/user-imports', Buffer.from(broken.body), {
        headers: { 'content-type': broken.contentType },
      });
      expect([400, 422]).toContain(response.statusCode);
    }
    expect((await recruiter.post('/api/user-imports', {})).statusCode).toBe(422);
  });

  it('is for Recruiters and above, and each company sees its own', async () => {
    expect((await upload(company.members['Team Member'].client, CSV)).statusCode).toBe(403);
    expect((await company.members['Team Member'].client.get('/api/user-imports')).statusCode).toBe(403);
    const { id } = (await upload(company.members['Company Admin'].client, CSV)).json();
    const theirs = other.members['Company Admin'].client;
    expect((await theirs.get(`/api/user-imports/${id}`)).statusCode).toBe(404);
    expect((await theirs.post(`/api/user-imports/${id}/start`)).statusCode).toBe(404);
    expect((await theirs.get(`/api/user-imports/${id}/errors.csv`)).statusCode).toBe(404);
    expect((await theirs.get('/api/user-imports')).json().meta.total).toBe(0);
    const list = (await recruiter.get('/api/user-imports?per_page=2')).json();
    expect(list.data).toHaveLength(2);
    expect(list.data[0].id).toBe(id);
    expect((await recruiter.get('/api/user-imports/abc')).statusCode).toBe(422);
  });
});
