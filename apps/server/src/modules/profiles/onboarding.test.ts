import { describe, expect, it } from 'vitest';
import { createUser, reloadUser, signedInClient } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { freshPhone, searchMatch, storedProfile, verifyPhone } from './profile-test-helpers.ts';
import { PHONE_NOT_VERIFIED } from './profiles.service.ts';

const ctx = await appForThisFile();

const answers = (phone: string) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone,
  location: 'London, UK',
  desired_roles: ['Data Analyst', 'Analytics Engineer'],
  availability: 'immediately',
  work_authorization: 'requires_sponsorship',
});

describe('POST /api/profile/onboarding', () => {
  it('completes onboarding with a phone verified through the SMS code', async () => {
    const user = await createUser(ctx, { firstName: 'Temp', lastName: 'Name' });
    const client = await signedInClient(ctx, user);
    const phone = freshPhone();
    await verifyPhone(ctx, client, phone);

    const response = await client.post('/api/profile/onboarding', answers(phone));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone,
      location: 'London, UK',
      desired_roles: ['Data Analyst', 'Analytics Engineer'],
      availability: 'immediately',
      work_authorization: 'requires_sponsorship',
      message: 'Your account is ready.',
    });
    expect(response.json().onboarding_completed_at).toEqual(expect.any(String));
    expect((await reloadUser(ctx, user.id)).lastName).toBe('Lovelace');
    expect((await searchMatch(ctx, user.id, 'lovelace analyst')).matches).toBe(true);
  });

  it('keeps the first completion time when answered again', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const phone = freshPhone();
    await verifyPhone(ctx, client, phone);
    const first = (await client.post('/api/profile/onboarding', answers(phone))).json();
    const again = await client.post('/api/profile/onboarding', { ...answers(phone), location: 'Leeds, UK' });
    expect(again.statusCode).toBe(200);
    expect(again.json().location).toBe('Leeds, UK');
    expect(again.json().onboarding_completed_at).toBe(first.onboarding_completed_at);
  });

  it('refuses a phone that was texted a code but never verified, and writes nothing', async () => {
    const user = await createUser(ctx, { firstName: 'Unchanged' });
    const client = await signedInClient(ctx, user);
    const phone = freshPhone();
    await client.post('/api/send-verification-sms', { phone });
    const response = await client.post('/api/profile/onboarding', answers(phone));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ phone: [PHONE_NOT_VERIFIED] });
    expect(await storedProfile(ctx, user.id)).toBeUndefined();
    expect((await reloadUser(ctx, user.id)).firstName).toBe('Unchanged');
  });

  it('refuses a number other than the one the user verified', async () => {
    const client = await signedInClient(ctx, await createUser(ctx));
    await verifyPhone(ctx, client, freshPhone());
    const response = await client.post('/api/profile/onboarding', answers(freshPhone()));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ phone: [PHONE_NOT_VERIFIED] });
  });

  it('refuses a number another user verified', async () => {
    const owner = await signedInClient(ctx, await createUser(ctx));
    const phone = freshPhone();
    await verifyPhone(ctx, owner, phone);
    const intruder = await signedInClient(ctx, await createUser(ctx));
    expect((await intruder.post('/api/profile/onboarding', answers(phone))).statusCode).toBe(422);
  });

  it('validates every answer (422, nothing written)', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const response = await client.post('/api/profile/onboarding', {
      first_name: '',
      phone: '555-0100',
      desired_roles: [],
      availability: 'whenever',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      first_name: ['The first name field is required.'],
      last_name: ['The last name field is required.'],
      phone: ['The phone must be a valid phone number in international format, e.g. +15555550123.'],
      location: ['The location field is required.'],
      desired_roles: ['The desired roles field is required.'],
      availability: ['The selected availability is invalid.'],
      work_authorization: ['The work authorization field is required.'],
    });
    expect(await storedProfile(ctx, user.id)).toBeUndefined();
  });

  it('answers 401 when signed out', async () => {
    expect(
      (await new TestClient(ctx.app).post('/api/profile/onboarding', answers(freshPhone()))).statusCode,
    ).toBe(401);
  });
});
