import { describe, expect, it } from 'vitest';
import { createUser, reloadUser, signedInClient } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { searchMatch, storedProfile } from './profile-test-helpers.ts';

const ctx = await appForThisFile();

const fullProfile = {
  headline: 'Pastry chef with a decade of laminated doughs',
  location: 'Portland, OR',
  desired_roles: ['Pastry Chef', 'Head Baker'],
  availability: 'within_2_weeks',
  work_authorization: 'authorized',
  available_from: '2030-01-15',
  summary: 'I run early shifts and train apprentices.',
  skills: ['Croissants', 'Sourdough', 'Team leadership'],
  experience: [
    {
      title: 'Head Baker',
      company: 'Northwind Bakery',
      start_date: '2019-04',
      end_date: null,
      description: 'Opened the second location.',
    },
  ],
  education: [
    {
      school: 'Culinary Institute',
      degree: 'Diploma',
      field: 'Baking',
      start_date: '2012-09',
      end_date: '2014-06',
    },
  ],
  links: [{ label: 'Portfolio', url: 'https://example.com/ada' }],
};

describe('GET /api/profile', () => {
  it('answers 401 when signed out', async () => {
    expect((await new TestClient(ctx.app).get('/api/profile')).statusCode).toBe(401);
  });

  it('answers defaults without creating a row', async () => {
    const user = await createUser(ctx, { firstName: 'Grace', lastName: 'Hopper' });
    const response = await (await signedInClient(ctx, user)).get('/api/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user_id: user.id,
      first_name: 'Grace',
      last_name: 'Hopper',
      email: user.email,
      phone: null,
      avatar: null,
      headline: null,
      location: null,
      desired_roles: [],
      availability: null,
      work_authorization: null,
      available_from: null,
      summary: null,
      skills: [],
      experience: [],
      education: [],
      links: [],
      resume: null,
      snoozed_until: null,
      is_snoozed: false,
      auto_snooze_opt_out: false,
      onboarding_completed_at: null,
      updated_at: null,
    });
    expect(await storedProfile(ctx, user.id)).toBeUndefined();
  });
});

describe('PUT /api/profile', () => {
  it('saves every field and answers the profile with a message', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const response = await client.put('/api/profile', fullProfile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...fullProfile, message: 'Your profile was saved.' });
    expect(response.json().updated_at).toEqual(expect.any(String));
    expect((await client.get('/api/profile')).json()).toMatchObject(fullProfile);
  });

  it('changes only the fields sent and clears blank text', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    await client.put('/api/profile', fullProfile);
    const response = await client.put('/api/profile', { headline: '', skills: ['Bread'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      headline: null,
      skills: ['Bread'],
      summary: fullProfile.summary,
      experience: fullProfile.experience,
    });
  });

  it('renames the user and keeps the search document in step (name A, skills B)', async () => {
    const user = await createUser(ctx, { firstName: 'Old', lastName: 'Name' });
    const client = await signedInClient(ctx, user);
    await client.put('/api/profile', { skills: ['Kubernetes'], headline: 'Platform engineer' });
    expect((await searchMatch(ctx, user.id, 'kubernetes')).matches).toBe(true);

    await client.put('/api/profile', { first_name: 'Margaret', last_name: 'Hamilton' });
    expect((await reloadUser(ctx, user.id)).firstName).toBe('Margaret');
    expect((await searchMatch(ctx, user.id, 'hamilton')).matches).toBe(true);
    expect((await searchMatch(ctx, user.id, 'old')).matches).toBe(false);
    // The name weighs more than a skill.
    await client.put('/api/profile', { skills: ['Apollo'] });
    const byName = await searchMatch(ctx, user.id, 'margaret');
    const bySkill = await searchMatch(ctx, user.id, 'apollo');
    expect(byName.rank).toBeGreaterThan(bySkill.rank);
    expect((await searchMatch(ctx, user.id, 'kubernetes')).matches).toBe(false);
  });

  it('answers 422 with field errors and writes nothing', async () => {
    const user = await createUser(ctx, { firstName: 'Stays' });
    const client = await signedInClient(ctx, user);
    const response = await client.put('/api/profile', {
      first_name: 'Changed',
      headline: 'x'.repeat(121),
      summary: 'x'.repeat(5001),
      skills: ['y'.repeat(51)],
      desired_roles: Array.from({ length: 11 }, (_, i) => `Role ${i}`),
      experience: [{ title: 'Baker', company: 'Northwind', start_date: '2022-05', end_date: '2021-01' }],
      education: Array.from({ length: 31 }, () => ({ school: 'School' })),
      links: [{ url: 'ftp://example.com' }],
      work_authorization: 'maybe',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      headline: ['The headline may not be greater than 120 characters.'],
      summary: ['The summary may not be greater than 5000 characters.'],
      'skills.0': ['The skills may not be greater than 50 characters.'],
      desired_roles: ['The desired roles may not have more than 10 items.'],
      'experience.0.end_date': ['The end date must be a date after or equal to the start date.'],
      education: ['The education may not have more than 30 items.'],
      'links.0.url': ['The url must be a valid http or https URL.'],
      work_authorization: ['The selected work authorization is invalid.'],
    });
    expect(await storedProfile(ctx, user.id)).toBeUndefined();
    expect((await reloadUser(ctx, user.id)).firstName).toBe('Stays');
  });

  it('refuses more than 10 links and dates that are not months', async () => {
    const client = await signedInClient(ctx, await createUser(ctx));
    const response = await client.put('/api/profile', {
      links: Array.from({ length: 11 }, (_, i) => ({ url: `https://example.com/${i}` })),
      experience: [{ title: 'Baker', company: 'Northwind', start_date: '2022/05' }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      links: ['The links may not have more than 10 items.'],
      'experience.0.start_date': ['The start date must be a month in the format YYYY-MM.'],
    });
  });
});
