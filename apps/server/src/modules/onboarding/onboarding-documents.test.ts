// Documents on onboarding tasks: the checklist points at files of the company's library, each new
// hire's task gets its own copy (kept when the library loses the file), readable by the hire and
// the company only.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCandidate } from '#server-test/application-factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { multipartFile, type TestClient } from '#server-test/http-client.ts';
import { hireThroughAcceptedOffer } from '#server-test/offer-factories.ts';

const {
  ctx,
  companies: [company, rival],
} = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');

const manager = () => company.members.Manager.client;
const pdf = fs.readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/resumes/resume.pdf'));

async function addToLibrary(client: TestClient, name: string): Promise<number> {
  const form = multipartFile('file', name, pdf);
  const response = await client.request('POST', '/api/file-library', form.body, {
    headers: { 'content-type': form.contentType },
  });
  expect(response.statusCode).toBe(201);
  return response.json().model_has_file_id;
}

const checklist = (documentId: number | null) => ({
  tasks: [
    {
      kind: 'acknowledge',
      title: 'Read the staff handbook',
      description: 'Our policies and your first week.',
      due_days: -2,
      document_id: documentId,
    },
    { kind: 'upload', title: 'Upload a photo ID', due_days: -2 },
  ],
});

describe('onboarding task documents', () => {
  it('are chosen from the library, copied onto each hire’s task and read by the hire', async () => {
    const handbookId = await addToLibrary(manager(), 'Staff handbook.pdf');
    const rivalFileId = await addToLibrary(rival.members.Manager.client, 'Rival secrets.pdf');

    const foreign = await manager().put('/api/onboarding-template', checklist(rivalFileId));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors['tasks.0.document_id']).toEqual([
      'The selected file is not in your library.',
    ]);
    const bad = await manager().put('/api/onboarding-template', checklist(-1));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['tasks.0.document_id']).toBeDefined();

    const saved = await manager().put('/api/onboarding-template', checklist(handbookId));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().tasks.map((task: { document: unknown }) => task.document)).toEqual([
      { id: handbookId, current_name: 'Staff handbook.pdf' },
      null,
    ]);

    const { candidate, onboardingId } = await hireThroughAcceptedOffer(ctx, company);
    const [acknowledge, upload] = (await candidate.client.get(`/api/onboardings/${onboardingId}`)).json()
      .tasks;
    expect(upload.document).toBeNull();
    expect(acknowledge.document).toEqual({
      current_name: 'Staff handbook.pdf',
      url: `/api/onboardings/${onboardingId}/tasks/${acknowledge.id}/document`,
    });
    const read = await candidate.client.get(acknowledge.document.url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['content-disposition']).toContain('Staff handbook.pdf');
    expect(read.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await company.members.Recruiter.client.get(acknowledge.document.url)).statusCode).toBe(200);
    expect(
      (await candidate.client.get(`/api/onboardings/${onboardingId}/tasks/${upload.id}/document`)).statusCode,
    ).toBe(404);

    // Strangers: another company, another candidate.
    expect((await rival.members['Company Admin'].client.get(acknowledge.document.url)).statusCode).toBe(404);
    const stranger = await createCandidate(ctx, { firstName: 'Eve' });
    expect((await stranger.client.get(acknowledge.document.url)).statusCode).toBe(404);

    // The library loses the file: the checklist shows no document, the hire keeps theirs.
    expect((await manager().delete(`/api/file-library/${handbookId}`)).statusCode).toBe(204);
    const after = (await manager().get('/api/onboarding-template')).json();
    expect(after.tasks[0].document).toBeNull();
    expect((await candidate.client.get(acknowledge.document.url)).statusCode).toBe(200);
    const next = await hireThroughAcceptedOffer(ctx, company);
    const [nextAcknowledge] = (
      await next.candidate.client.get(`/api/onboardings/${next.onboardingId}`)
    ).json().tasks;
    expect(nextAcknowledge.document).toBeNull();
  });
});
