import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { multipartFile, TestClient } from '#server-test/http-client.ts';
import { searchMatch, storedProfile } from './profile-test-helpers.ts';
import { NO_RESUME } from './resume.service.ts';
import { cleanResumeText, RESUME_TYPE_INVALID } from './resume-file.ts';
import { RESUME_TOO_LARGE } from './resume-upload.ts';

const ctx = await appForThisFile();

const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/resumes', name));
const PDF = fixture('resume.pdf');
const DOCX = fixture('resume.docx');
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function upload(client: TestClient, data: Buffer, filename: string, field = 'resume') {
  const { body, contentType } = multipartFile(field, filename, data, 'application/pdf');
  return client.post('/api/profile/resume', body, { headers: { 'content-type': contentType } });
}

describe('POST /api/profile/resume', () => {
  it('stores a PDF, extracts its text into resume_text and the search document', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const response = await upload(client, PDF, 'Grace Hopper CV.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      resume: {
        name: 'Grace Hopper CV.pdf',
        mime_type: 'application/pdf',
        size_bytes: PDF.length,
        url: '/api/profile/resume',
      },
      message: 'Your resume was uploaded.',
    });
    const row = await storedProfile(ctx, user.id);
    expect(row?.resumeText).toContain('Compiler engineer');
    expect(row?.resumeText).not.toContain('-- 1 of 1 --');
    expect((await ctx.deps.storage.read(row!.resumePath!))?.equals(PDF)).toBe(true);
    expect((await searchMatch(ctx, user.id, 'kubernetes')).matches).toBe(true);
  });

  it('stores a DOCX and extracts its text', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const response = await upload(client, DOCX, 'resume.docx');
    expect(response.statusCode).toBe(200);
    expect(response.json().resume).toMatchObject({ name: 'resume.docx', mime_type: DOCX_TYPE });
    expect((await storedProfile(ctx, user.id))?.resumeText).toContain(
      'Orbital mechanics and trajectory analysis',
    );
    expect((await searchMatch(ctx, user.id, 'trajectory')).matches).toBe(true);
  });

  it('replaces the previous file, and the old text leaves the search document', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    await upload(client, PDF, 'first.pdf');
    const first = (await storedProfile(ctx, user.id))!.resumePath!;
    await upload(client, DOCX, 'second.docx');
    const second = (await storedProfile(ctx, user.id))!.resumePath!;
    expect(second).not.toBe(first);
    expect(await ctx.deps.storage.read(first)).toBeNull();
    expect(await ctx.deps.storage.read(second)).not.toBeNull();
    expect((await searchMatch(ctx, user.id, 'kubernetes')).matches).toBe(false);
  });

  it('names the file by its real type, whatever the upload was called', async () => {
    const client = await signedInClient(ctx, await createUser(ctx));
    const response = await upload(client, DOCX, '../../etc/My CV.pdf');
    expect(response.json().resume.name).toBe('My CV.docx');
  });

  it('refuses a PNG renamed .pdf (checked by content) and keeps the previous resume', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    await upload(client, PDF, 'cv.pdf');
    const before = await storedProfile(ctx, user.id);
    const response = await upload(client, PNG, 'cv.pdf');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ resume: [RESUME_TYPE_INVALID] });
    expect((await storedProfile(ctx, user.id))?.resumePath).toBe(before?.resumePath);
  });

  it('refuses a plain zip that is not a Word document', async () => {
    const client = await signedInClient(ctx, await createUser(ctx));
    const zip = Buffer.from('504b0506000000000000000000000000000000000000', 'hex');
    expect((await upload(client, zip, 'cv.docx')).statusCode).toBe(422);
  });

  it('refuses files over 10 MB with 413 (the multipart limit, same as every upload)', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024 - PDF.length, 0x20)]);
    const response = await upload(client, big, 'big.pdf');
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual({ resume: [RESUME_TOO_LARGE] });
    expect(await storedProfile(ctx, user.id)).toBeUndefined();
  });

  it("reads the text in a thread of its own, so the server's built-ins stay native", async () => {
    const client = await signedInClient(ctx, await createUser(ctx));
    expect((await upload(client, PDF, 'cv.pdf')).statusCode).toBe(200);
    expect((await upload(client, DOCX, 'cv.docx')).statusCode).toBe(200);
    // pdf.js brings core-js, which swaps built-ins such as Array.prototype.push and JSON.parse for
    // slower polyfills (disguised as native code) in the thread that loads it.
    expect('__core-js_shared__' in globalThis).toBe(false);
  });

  it('stores a PDF it cannot read, with empty text', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const broken = Buffer.from('%PDF-1.7\nthis is not really a PDF body\n%%EOF\n');
    const response = await upload(client, broken, 'broken.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.json().resume.name).toBe('broken.pdf');
    expect((await storedProfile(ctx, user.id))?.resumeText).toBe('');
  });

  it('needs a file in the resume field', async () => {
    const client = await signedInClient(ctx, await createUser(ctx));
    const wrongField = await upload(client, PDF, 'cv.pdf', 'file');
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors).toEqual({ resume: ['The resume field is required.'] });
    expect((await client.post('/api/profile/resume', {})).statusCode).toBe(422);
  });

  it('answers 401 when signed out', async () => {
    expect((await upload(new TestClient(ctx.app), PDF, 'cv.pdf')).statusCode).toBe(401);
  });
});

describe('GET and DELETE /api/profile/resume', () => {
  it('downloads the own resume as an attachment', async () => {
    const client = await signedInClient(ctx, await createUser(ctx));
    await upload(client, PDF, 'Résumé.pdf');
    const response = await client.get('/api/profile/resume');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(PDF)).toBe(true);
  });

  it('removes the file, its text and its words from the search document', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    await upload(client, PDF, 'cv.pdf');
    const stored = (await storedProfile(ctx, user.id))!.resumePath!;
    const response = await client.delete('/api/profile/resume');
    expect(response.statusCode).toBe(200);
    expect(response.json().resume).toBeNull();
    expect(await ctx.deps.storage.read(stored)).toBeNull();
    expect((await storedProfile(ctx, user.id))?.resumeText).toBeNull();
    expect((await searchMatch(ctx, user.id, 'kubernetes')).matches).toBe(false);
    expect((await client.get('/api/profile/resume')).statusCode).toBe(404);
  });

  it('answers 404 when there is no resume', async () => {
    const client = await signedInClient(ctx, await createUser(ctx));
    const download = await client.get('/api/profile/resume');
    expect(download.statusCode).toBe(404);
    expect(download.json()).toEqual({ message: NO_RESUME });
    expect((await client.delete('/api/profile/resume')).statusCode).toBe(404);
  });

  it('only ever serves the signed-in user their own file', async () => {
    const owner = await signedInClient(ctx, await createUser(ctx));
    await upload(owner, PDF, 'cv.pdf');
    const other = await signedInClient(ctx, await createUser(ctx));
    expect((await other.get('/api/profile/resume')).statusCode).toBe(404);
    expect((await new TestClient(ctx.app).get('/api/profile/resume')).statusCode).toBe(401);
  });
});

describe('cleanResumeText', () => {
  it('drops characters PostgreSQL text cannot hold, collapses whitespace and caps the length', () => {
    expect(cleanResumeText('  Ada\u0000 Lovelace \t\t\n\n  Analyst\u0007 ')).toBe('Ada Lovelace\nAnalyst');
    expect(cleanResumeText('x'.repeat(150_000))).toHaveLength(100_000);
  });
});
