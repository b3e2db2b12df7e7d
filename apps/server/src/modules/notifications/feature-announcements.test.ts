import { SUPER_ADMIN_REQUIRED, SUPER_ADMIN_TWO_FACTOR_REQUIRED } from '@hireloop/shared/admin';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { featureAnnouncements } from '#server/db/schema.ts';
import {
  DEMO_FEATURE_ANNOUNCEMENTS,
  seedFeatureAnnouncements,
} from '#server/db/seed/feature-announcements.ts';
import { createSuperAdmin } from '#server-test/admin-factories.ts';
import { createUser, signedInClient } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';

const ctx = await appForThisFile();
let admin: TestClient;

beforeAll(async () => {
  // Announcements are an admin action: a super admin with two-factor (decision 118).
  admin = (await createSuperAdmin(ctx)).client;
});

async function announcementCount() {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(featureAnnouncements);
  return row!.n;
}

const valid = {
  title: 'Interview reminders by text',
  description: 'Get a text message ten minutes before an interview starts.',
  action_1_text: 'Turn it on',
  action_1_url: '/notification-preferences',
  action_2_text: 'Read more',
  action_2_url: 'https://help.example.com/reminders',
  published: true,
};

describe('POST /api/admin/feature-announcements', () => {
  it('lets a super admin publish an announcement that users then see', async () => {
    const response = await admin.post('/api/admin/feature-announcements', valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      title: valid.title,
      description: valid.description,
      avatar: null,
      action_1_text: 'Turn it on',
      action_1_url: '/notification-preferences',
      action_2_text: 'Read more',
      action_2_url: 'https://help.example.com/reminders',
      published_at: expect.any(String),
      retired_at: null,
      audiences: ['candidate', 'company_admin', 'manager', 'recruiter', 'team_member', 'enterprise'],
      created_at: expect.any(String),
    });
    const user = await signedInClient(ctx, await createUser(ctx));
    const toasts = (await user.get('/api/persistent-notifications/')).json().data;
    expect(toasts.map((toast: { id: string }) => toast.id)).toContain(`feature-announcement-${body.id}`);
  });

  it('keeps an unpublished announcement out of the toasts; blank optional fields become null', async () => {
    const response = await admin.post('/api/admin/feature-announcements', {
      title: 'Draft',
      description: 'Soon.',
      avatar: '',
      action_1_text: ' ',
      published: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ published_at: null, avatar: null, action_1_text: null });
    const user = await signedInClient(ctx, await createUser(ctx));
    const toasts = (await user.get('/api/persistent-notifications/')).json().data;
    expect(toasts.map((toast: { id: string }) => toast.id)).not.toContain(
      `feature-announcement-${response.json().id}`,
    );
  });

  it('answers 422 for bad input and writes nothing', async () => {
    const before = await announcementCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, title: '' }, 'title', 'The title field is required.'],
      [{ ...valid, description: undefined }, 'description', 'The description field is required.'],
      [{ ...valid, published: undefined }, 'published', 'The published field is required.'],
      [
        { ...valid, action_1_url: 'javascript:alert(1)' },
        'action_1_url',
        'The URL must start with http://, https:// or /.',
      ],
      [
        { ...valid, action_2_url: '//evil.example.com' },
        'action_2_url',
        'The URL must start with http://, https:// or /.',
      ],
      [
        { ...valid, avatar: 'ftp://files.example.com/a.png' },
        'avatar',
        'The URL must start with http://, https:// or /.',
      ],
      [
        { ...valid, action_2_text: null },
        'action_2_text',
        'The action 2 text field is required when action 2 url is present.',
      ],
      [{ ...valid, title: 'x'.repeat(121) }, 'title', 'The title may not be greater than 120 characters.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await admin.post('/api/admin/feature-announcements', body);
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    expect(await announcementCount()).toBe(before);
  });

  it('is for super admins with two-factor only (403, nothing written) and needs sign-in', async () => {
    const before = await announcementCount();
    const regular = await signedInClient(ctx, await createUser(ctx));
    const refused = await regular.post('/api/admin/feature-announcements', valid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SUPER_ADMIN_REQUIRED);
    const { client: withoutTwoFactor } = await createSuperAdmin(ctx, { twoFactor: false });
    for (const response of [
      await withoutTwoFactor.post('/api/admin/feature-announcements', valid),
      await withoutTwoFactor.get('/api/admin/feature-announcements'),
      await withoutTwoFactor.post('/api/admin/feature-announcements/1/retire'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(SUPER_ADMIN_TWO_FACTOR_REQUIRED);
    }
    expect((await regular.post('/api/admin/feature-announcements/1/retire')).statusCode).toBe(403);
    // Even an invalid body is refused before it is validated.
    expect((await regular.post('/api/admin/feature-announcements', {})).statusCode).toBe(403);
    expect((await regular.get('/api/admin/feature-announcements')).statusCode).toBe(403);
    expect((await new TestClient(ctx.app).get('/api/admin/feature-announcements')).statusCode).toBe(401);
    expect(await announcementCount()).toBe(before);
  });
});

describe('GET /api/admin/feature-announcements', () => {
  it('pages through every announcement, newest first', async () => {
    await admin.post('/api/admin/feature-announcements', { ...valid, title: 'Newest of all' });
    const total = await announcementCount();
    const first = await admin.get('/api/admin/feature-announcements?per_page=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({
      current_page: 1,
      per_page: 2,
      total,
      last_page: Math.ceil(total / 2),
    });
    expect(first.json().data[0].title).toBe('Newest of all');
    const ids = first.json().data.map((a: { id: number }) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await admin.get('/api/admin/feature-announcements?per_page=500')).statusCode).toBe(422);
  });
});

const toastIds = async (client: TestClient) =>
  (await client.get('/api/persistent-notifications/')).json().data.map((toast: { id: string }) => toast.id);

describe('scheduling and retiring', () => {
  it('shows a scheduled announcement only once its time has come', async () => {
    const later = new Date(Date.now() + 60 * 60_000).toISOString();
    const response = await admin.post('/api/admin/feature-announcements', {
      ...valid,
      title: 'Coming soon',
      publish_at: later,
    });
    expect(response.statusCode).toBe(201);
    const { id, published_at } = response.json();
    expect(published_at).toBe(later);
    const user = await signedInClient(ctx, await createUser(ctx));
    expect(await toastIds(user)).not.toContain(`feature-announcement-${id}`);
    // Not yet due: it cannot be marked seen either.
    expect((await user.post(`/api/feature-announcements/${id}/seen`)).statusCode).toBe(404);
    // Its time comes (moved in the database: the toasts read the database's now()).
    await ctx.database.db.execute(
      sql`update feature_announcements set published_at = now() - interval '1 minute' where id = ${id}`,
    );
    expect(await toastIds(user)).toContain(`feature-announcement-${id}`);
  });

  it('retires an announcement: nobody is shown it any more; retiring twice keeps the first time', async () => {
    const { id } = (
      await admin.post('/api/admin/feature-announcements', { ...valid, title: 'Old news' })
    ).json();
    const user = await signedInClient(ctx, await createUser(ctx));
    expect(await toastIds(user)).toContain(`feature-announcement-${id}`);
    const retired = await admin.post(`/api/admin/feature-announcements/${id}/retire`);
    expect(retired.statusCode).toBe(200);
    expect(retired.json().retired_at).toEqual(expect.any(String));
    expect(await toastIds(user)).not.toContain(`feature-announcement-${id}`);
    expect((await user.post(`/api/feature-announcements/${id}/seen`)).statusCode).toBe(404);
    const again = await admin.post(`/api/admin/feature-announcements/${id}/retire`);
    expect(again.json().retired_at).toBe(retired.json().retired_at);
    expect((await admin.post('/api/admin/feature-announcements/999999999/retire')).statusCode).toBe(404);
    expect((await admin.post('/api/admin/feature-announcements/abc/retire')).statusCode).toBe(422);
  });

  it('refuses an impossible or malformed schedule with 422', async () => {
    const before = await announcementCount();
    for (const publish_at of ['2031-02-30T10:00:00Z', 'tomorrow', '2031-01-01T10:00:00\u0000']) {
      const response = await admin.post('/api/admin/feature-announcements', { ...valid, publish_at });
      expect(response.statusCode, publish_at).toBe(422);
      expect(response.json().errors.publish_at).toBeDefined();
    }
    expect(await announcementCount()).toBe(before);
  });
});

describe('audiences', () => {
  it('publishes for the chosen audiences only, and refuses unknown or empty ones', async () => {
    const response = await admin.post('/api/admin/feature-announcements', {
      ...valid,
      title: 'For recruiters',
      audiences: ['recruiter', 'manager', 'recruiter'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().audiences).toEqual(['recruiter', 'manager']);
    const candidate = await signedInClient(ctx, await createUser(ctx));
    const toasts = (await candidate.get('/api/persistent-notifications/')).json().data;
    expect(toasts.map((toast: { id: string }) => toast.id)).not.toContain(
      `feature-announcement-${response.json().id}`,
    );

    const before = await announcementCount();
    for (const audiences of [[], ['everyone'], 'candidate']) {
      const refused = await admin.post('/api/admin/feature-announcements', { ...valid, audiences });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)[0]).toMatch(/^audiences/);
    }
    expect(await announcementCount()).toBe(before);
  });
});

describe('demo seed', () => {
  it('gives each demo announcement its audience: company tools never reach candidates', async () => {
    await seedFeatureAnnouncements(ctx.database.db);
    const rows = await ctx.database.db.select().from(featureAnnouncements);
    const realtime = rows.find((row) => row.title === 'Message candidates in real time');
    expect(realtime?.audiences).toEqual(['company_admin', 'manager', 'recruiter', 'team_member']);
    expect(realtime?.action1Url).toBe('/company-messages');
    expect(rows.find((row) => row.title === 'Choose how we notify you')?.audiences).toEqual([
      'candidate',
      'enterprise',
    ]);
  });

  it('adds the demo announcements once', async () => {
    await seedFeatureAnnouncements(ctx.database.db);
    await seedFeatureAnnouncements(ctx.database.db);
    const rows = await ctx.database.db
      .select({ title: featureAnnouncements.title })
      .from(featureAnnouncements);
    for (const announcement of DEMO_FEATURE_ANNOUNCEMENTS) {
      expect(rows.filter((row) => row.title === announcement.title)).toHaveLength(1);
    }
  });
});
