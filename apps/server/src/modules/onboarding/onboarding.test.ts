// Onboarding after an accepted offer: the hire completes acknowledge, upload (checked by content)
// and form tasks; sensitive answers are encrypted at rest and shown in clear only to the
// company's Managers and Admins; the company follows progress (live, queued with the completion);
// strangers get 404.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onboardingTasks } from '#server/db/schema.ts';
import { createCandidate, recordBroadcasts } from '#server-test/application-factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { multipartFile, type TestClient } from '#server-test/http-client.ts';
import { hireThroughAcceptedOffer } from '#server-test/offer-factories.ts';
import { refuseCommits } from '#server-test/outbox-faults.ts';

const {
  ctx,
  companies: [company, rival],
} = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');

const recruiter = () => company.members.Recruiter.client;
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const pdf = fs.readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/resumes/resume.pdf'));

const acceptedOffer = () => hireThroughAcceptedOffer(ctx, company);

function upload(client: TestClient, url: string, name: string, data: Buffer) {
  const form = multipartFile('file', name, data);
  return client.request('POST', url, form.body, { headers: { 'content-type': form.contentType } });
}

describe('onboarding progress, live', () => {
  it('reaches the hiring team with the completion, and not for a completion that rolled back', async () => {
    const { candidate, onboardingId, applicationId } = await acceptedOffer();
    const base = `/api/onboardings/${onboardingId}/tasks`;
    const [acknowledge] = (await candidate.client.get(`/api/onboardings/${onboardingId}`)).json().tasks;
    await ctx.runJobs();
    const broadcasts = recordBroadcasts(ctx);
    try {
      const fault = await refuseCommits(ctx.database.db, 'onboarding_tasks', `new.id = ${acknowledge.id}`);
      try {
        const refused = await candidate.client.post(`${base}/${acknowledge.id}/complete`, {
          acknowledged: true,
        });
        expect(refused.statusCode).toBe(500);
      } finally {
        await fault.lift();
      }
      await ctx.runJobs();
      expect(broadcasts.of('onboarding.updated')).toEqual([]);

      const acked = await candidate.client.post(`${base}/${acknowledge.id}/complete`, { acknowledged: true });
      expect(acked.statusCode).toBe(200);
      await ctx.runJobs();
      const events = broadcasts.of('onboarding.updated');
      expect(events).toHaveLength(1);
      expect(events[0]!.payload).toEqual({
        onboarding_id: onboardingId,
        application_id: applicationId,
        progress: 33,
      });
      expect(events[0]!.channels).toContain(`private-App.Models.User.${company.members.Recruiter.user.id}`);
      expect(events[0]!.channels).not.toContain(
        `private-App.Models.User.${company.members['Team Member'].user.id}`,
      );
    } finally {
      await broadcasts.restore();
    }
  });
});

describe('onboarding', () => {
  it('is completed task by task, with uploads checked by content and secrets encrypted', async () => {
    const { candidate, onboardingId, applicationId } = await acceptedOffer();
    const me = candidate.client;
    const view = (await me.get(`/api/onboardings/${onboardingId}`)).json();
    expect(view).toMatchObject({
      status: 'in_progress',
      progress: 0,
      tasks_total: 3,
      abilities: { complete: true },
    });
    const [acknowledge, idUpload, form] = view.tasks;
    expect(acknowledge.due_on).toBe(dateIn(7));
    const base = `/api/onboardings/${onboardingId}/tasks`;

    expect(
      (await me.post(`${base}/${acknowledge.id}/complete`, {})).json().errors.acknowledged,
    ).toBeDefined();
    const acked = await me.post(`${base}/${acknowledge.id}/complete`, { acknowledged: true });
    expect(acked.json()).toMatchObject({ progress: 33, tasks_completed: 1 });
    expect((await me.post(`${base}/${acknowledge.id}/complete`, { acknowledged: true })).statusCode).toBe(
      409,
    );

    const fake = await upload(
      me,
      `${base}/${idUpload.id}/complete`,
      'id.pdf',
      Buffer.from('#!/bin/sh\necho not a pdf\n'),
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.file[0]).toContain('must be a PDF');
    const real = await upload(me, `${base}/${idUpload.id}/complete`, 'passport.pdf', pdf);
    expect(real.statusCode).toBe(200);
    const file = real.json().tasks[1].file;
    expect(file.current_name).toBe('passport.pdf');
    const download = await recruiter().get(file.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const missing = await me.post(`${base}/${form.id}/complete`, {
      values: { emergency_contact_name: 'Ada' },
    });
    expect(missing.json().errors['values.bank_account_number']).toEqual([
      'The bank account number field is required.',
    ]);
    const filled = await me.post(`${base}/${form.id}/complete`, {
      values: {
        emergency_contact_name: 'Ada New',
        emergency_contact_phone: '+1 503 555 0100',
        bank_account_number: '000123456789',
        bank_routing_number: '121000358',
      },
    });
    expect(filled.json()).toMatchObject({ status: 'completed', progress: 100 });

    // At rest: the secrets only as ciphertext.
    const [stored] = await ctx.database.db
      .select()
      .from(onboardingTasks)
      .where(eq(onboardingTasks.id, form.id));
    expect(JSON.stringify(stored)).not.toContain('000123456789');
    expect(stored!.encryptedValues).toMatch(/^v1\./);

    const fieldsSeenBy = async (client: TestClient) =>
      (await client.get(`/api/onboardings/${onboardingId}`)).json().tasks[2].fields as {
        key: string;
        value: string | null;
      }[];
    const bank = (fields: { key: string; value: string | null }[]) =>
      fields.find((field) => field.key === 'bank_account_number')?.value;
    expect(bank(await fieldsSeenBy(me))).toBeNull();
    expect(bank(await fieldsSeenBy(recruiter()))).toBeNull();
    expect(bank(await fieldsSeenBy(company.members.Manager.client))).toBe('000123456789');
    expect(bank(await fieldsSeenBy(company.members['Company Admin'].client))).toBe('000123456789');
    expect(
      (await fieldsSeenBy(recruiter())).find((field) => field.key === 'emergency_contact_name')?.value,
    ).toBe('Ada New');

    const list = (
      await recruiter().get(`/api/onboardings?status=completed&application_id=${applicationId}`)
    ).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ id: onboardingId, progress: 100, candidate: { first_name: 'Ola' } });
  });

  it('is 404 to other people and companies, and only the hire completes tasks', async () => {
    const { onboardingId } = await acceptedOffer();
    const stranger = await createCandidate(ctx, { firstName: 'Eve' });
    expect((await stranger.client.get(`/api/onboardings/${onboardingId}`)).statusCode).toBe(404);
    expect(
      (await company.members['Team Member'].client.get(`/api/onboardings/${onboardingId}`)).statusCode,
    ).toBe(404);
    expect((await company.members['Team Member'].client.get('/api/onboardings')).statusCode).toBe(403);
    expect(
      (await rival.members['Company Admin'].client.get(`/api/onboardings/${onboardingId}`)).statusCode,
    ).toBe(404);
    const ids = (await rival.members['Company Admin'].client.get('/api/onboardings')).json().data;
    expect(ids.some((row: { id: number }) => row.id === onboardingId)).toBe(false);
    const [task] = (await recruiter().get(`/api/onboardings/${onboardingId}`)).json().tasks;
    const byRecruiter = await recruiter().post(`/api/onboardings/${onboardingId}/tasks/${task.id}/complete`, {
      acknowledged: true,
    });
    expect(byRecruiter.statusCode).toBe(404);
  });
});
