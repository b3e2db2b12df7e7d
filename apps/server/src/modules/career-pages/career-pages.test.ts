// The career page builder: every member reads it, Managers and Company Admins save and publish;
// the about text is sanitized; slugs are unique; images are checked by content and belong to the
// company; bad input answers 422 with nothing written; another company never sees the page.
import { COMPANY_ROLES } from '@hireloop/shared/roles';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careerPages } from '#server/db/schema.ts';
import { BROKEN_MULTIPART, PNG, SVG_AS_PNG } from '#server-test/avatar-fixtures.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { multipartFile, type TestClient } from '#server-test/http-client.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';

const {
  ctx,
  companies: [company, other, third],
} = await companyAppForThisFile('Acme Bakery', 'Rival Rolls', 'Crumb & Co');

const admin = company.members['Company Admin'].client;

const page = (overrides: Record<string, unknown> = {}) => ({
  slug: 'acme-bakery',
  headline: 'Bake with us',
  about:
    '<p>We bake <strong>every</strong> morning.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
  primary_color: '#1D4ED8',
  accent_color: '#f59e0b',
  sections: [{ kind: 'benefits', title: 'Benefits', items: ['Free bread', 'Early finish'] }],
  ...overrides,
});

function uploadImage(client: TestClient, data: Buffer) {
  const { body, contentType } = multipartFile('image', 'cover.png', data, 'image/png');
  return client.post('/api/career-page/images', body, { headers: { 'content-type': contentType } });
}

async function pageCount(companyId: number) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(careerPages)
    .where(eq(careerPages.companyId, companyId));
  return row?.n ?? 0;
}

describe('career page builder', () => {
  it('proposes a page before the first save, with the published opportunities', async () => {
    await createTestOpportunity(ctx.database.db, third.id, { title: 'Pastry Chef' });
    await createTestOpportunity(ctx.database.db, third.id, { title: 'Hidden draft', status: 'draft' });
    const response = await third.members['Team Member'].client.get('/api/career-page');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      saved: false,
      slug: 'crumb-co',
      published: false,
      company_name: 'Crumb & Co',
      abilities: { update: false, publish: false },
    });
    expect(body.opportunities.map((o: { title: string }) => o.title)).toEqual(['Pastry Chef']);
  });

  it.each(COMPANY_ROLES)('%s reads it; only Managers and Company Admins change it', async (role) => {
    const client = company.members[role].client;
    expect((await client.get('/api/career-page')).statusCode).toBe(200);
    const may = role === 'Company Admin' || role === 'Manager';
    const saved = await client.put(
      '/api/career-page',
      page({ slug: `acme-${role.split(' ')[0]!.toLowerCase()}` }),
    );
    expect(saved.statusCode).toBe(may ? 200 : 403);
    expect((await client.post('/api/career-page/publish')).statusCode).toBe(may ? 200 : 403);
    expect((await client.post('/api/career-page/unpublish')).statusCode).toBe(may ? 200 : 403);
    expect((await uploadImage(client, PNG)).statusCode).toBe(may ? 201 : 403);
  });

  it('saves a sanitized about text, lower-cases colours and publishes', async () => {
    const saved = await admin.put('/api/career-page', page());
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body).toMatchObject({
      saved: true,
      slug: 'acme-bakery',
      primary_color: '#1d4ed8',
      published: false,
      public_path: '/careers/acme-bakery',
      message: 'The career page was saved.',
    });
    expect(body.about).toBe('<p>We bake <strong>every</strong> morning.</p>');
    const published = (await admin.post('/api/career-page/publish')).json();
    expect(published).toMatchObject({ published: true, message: 'The career page is published.' });
    expect(published.published_at).toEqual(expect.any(String));
    const again = (await admin.post('/api/career-page/publish')).json();
    expect(again.published_at).toBe(published.published_at);
    expect((await admin.post('/api/career-page/unpublish')).json()).toMatchObject({ published: false });
  });

  it('refuses publishing a page never saved', async () => {
    const response = await other.members.Manager.client.post('/api/career-page/publish');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.slug).toEqual(['Save the career page before publishing it.']);
    expect(await pageCount(other.id)).toBe(0);
  });

  it('keeps slugs unique across companies', async () => {
    await admin.put('/api/career-page', page());
    const taken = await other.members['Company Admin'].client.put('/api/career-page', page());
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual(['This address is already taken by another career page.']);
    expect(await pageCount(other.id)).toBe(0);
  });

  it.each([
    ['a slug with spaces', { slug: 'acme bakery' }, 'slug'],
    ['a short slug', { slug: 'ab' }, 'slug'],
    ['a colour name', { primary_color: 'blue' }, 'primary_color'],
    ['a NUL byte', { headline: 'Bake\u0000' }, 'headline'],
    ['a huge about text', { about: 'x'.repeat(20_001) }, 'about'],
    [
      'an unknown section kind',
      { sections: [{ kind: 'perks', title: 'Perks', items: [] }] },
      'sections.0.kind',
    ],
    [
      'a photo not uploaded here',
      { sections: [{ kind: 'photos', title: 'Us', items: ['../../etc/passwd'] }] },
      'sections.0.items.0',
    ],
    ['a logo never uploaded', { logo_image: 'AAAAAAAAAAAAAAAA.png' }, 'logo_image'],
  ])('answers 422 for %s, writing nothing', async (_title, overrides, field) => {
    const client = other.members['Company Admin'].client;
    const response = await client.put('/api/career-page', page({ slug: 'rival-rolls', ...overrides }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await pageCount(other.id)).toBe(0);
  });

  it('stores images checked by content; another company cannot use or see them', async () => {
    expect((await uploadImage(admin, SVG_AS_PNG)).statusCode).toBe(422);
    for (const broken of BROKEN_MULTIPART) {
      const response = await admin.post('/api/career-page/images', Buffer.from(broken.body), {
        headers: { 'content-type': broken.contentType },
      });
      expect([400, 422]).toContain(response.statusCode);
    }
    const uploaded = await uploadImage(admin, PNG);
    expect(uploaded.statusCode).toBe(201);
    const { name, url } = uploaded.json();
    expect(url).toBe(`/api/career-page/images/${name}`);
    const image = await admin.get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await other.members['Company Admin'].client.get(url)).statusCode).toBe(404);
    const theirs = await other.members['Company Admin'].client.put(
      '/api/career-page',
      page({ slug: 'rival-rolls', cover_image: name }),
    );
    expect(theirs.statusCode).toBe(422);
    const ours = await admin.put('/api/career-page', page({ cover_image: name, logo_image: name }));
    expect(ours.json()).toMatchObject({ cover_url: url, logo_url: url });
  });

  it('needs a signed-in member of an active company', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/career-page' });
    expect(response.statusCode).toBe(401);
  });
});
