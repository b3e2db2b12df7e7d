// GET /redirect?to=: our own paths and origin, and allow-listed hosts, get a 302; every open
// redirect attempt gets a 400 page saying why; each click is recorded.
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redirectClicks } from '#server/db/schema.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { decideRedirect, parseAllowHosts } from './safe-redirect.ts';

const ctx = await appForThisFile({
  env: { REDIRECT_ALLOW_HOSTS: 'help.hireloop.example, *.partner.example' },
});
const appUrl = ctx.config.appUrl;
const follow = (to: string) =>
  ctx.app.inject({ method: 'GET', url: `/redirect?to=${encodeURIComponent(to)}` });

async function lastClick() {
  const [row] = await ctx.database.db.select().from(redirectClicks).orderBy(desc(redirectClicks.id)).limit(1);
  return row;
}

describe('safe redirects', () => {
  it.each([
    ['/company-dashboard?tab=2', `${appUrl}/company-dashboard?tab=2`],
    [`${appUrl}/offers/abc`, `${appUrl}/offers/abc`],
    ['https://help.hireloop.example/articles/1', 'https://help.hireloop.example/articles/1'],
    ['https://jobs.partner.example/x', 'https://jobs.partner.example/x'],
  ])('sends %s on with a 302 and records it', async (to, location) => {
    const response = await follow(to);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await lastClick()).toMatchObject({ target: to, allowed: true });
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    `https://user:pass@${new URL(appUrl).host}/`,
    'https://help.hireloop.example.evil.example/',
    'https://partner.example/',
    'http://jobs.partner.example/',
    ' \t//evil.example',
    `https://${new URL(appUrl).host}@evil.example/`,
  ])('refuses %s with a 400 page saying why', async (to) => {
    const response = await follow(to);
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Link not opened');
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toMatch(/href="[^"]*evil/);
    expect((await lastClick())?.allowed).toBe(false);
  });

  it('answers 422 without a target or with a huge one', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/redirect' })).statusCode).toBe(422);
    expect((await follow(`/${'x'.repeat(5000)}`)).statusCode).toBe(422);
  });

  it('reads the allow-list with wildcards for subdomains only', () => {
    const allow = parseAllowHosts(' a.example ,*.b.example,,');
    expect(allow).toEqual(['a.example', '*.b.example']);
    expect(decideRedirect('https://x.b.example/', appUrl, allow).allowed).toBe(true);
    expect(decideRedirect('https://b.example/', appUrl, allow).allowed).toBe(false);
    expect(decideRedirect('https://xb.example/', appUrl, allow).allowed).toBe(false);
  });
});
