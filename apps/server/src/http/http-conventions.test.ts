// The wire conventions of DESIGN.md §3 as the real app answers them.

import { z } from '@hireloop/shared/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usesStripe } from '#server/adapters/payments/create-payment-gateway.ts';
import { computeSecurityHeaders, securityHeaderOptions } from '#server/http/security-headers.ts';
import { createTestApp, type TestApp } from '#server-test/test-app.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp({
    beforeReady(app) {
      const echoSchema = z.object({
        first_name: z.string().min(2),
        email: z.email(),
        tags: z.array(z.string()).optional(),
      });
      app.post(
        '/api/test/echo',
        {
          // This route proves the error shapes; sessions and CSRF have their own tests.
          config: { public: true, csrf: false },
          schema: {
            body: echoSchema,
            response: { 200: z.object({ received: echoSchema }) },
          },
        },
        async (request) => ({ received: request.body }),
      );
      app.get('/api/test/boom', { config: { public: true } }, async () => {
        throw new Error('database password is hunter2');
      });
    },
  });
});

afterAll(async () => {
  await ctx.close();
});

describe('health', () => {
  it('reports the app, the database and the job queue', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      jobs: { waiting: 0, scheduled: 0, active: 0, failed: 0, oldest_waiting_seconds: 0 },
      queue: { waiting: 0, failed: 0 },
      version: ctx.config.version,
    });
  });
});

describe('history fallback and 404s', () => {
  it('serves index.html for any non-API page path', async () => {
    for (const url of ['/', '/login', '/company-candidates/42/print', '/some/unknown/page?x=1']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves built files with long-lived caching for hashed assets', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('fixture asset');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing hashed asset with 404 rather than HTML', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('answers unknown API paths with JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: '/api/does-not-exist' });
      expect(response.statusCode, method).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: 'Not Found.' });
    }
  });

  it('answers a non-GET to a page path with JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/some-page' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found.' });
  });
});

describe('error shapes', () => {
  it('400 for malformed JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('413 for a JSON body over 1 MB', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ first_name: 'x'.repeat(1024 * 1024 + 1), email: 'a@b.co' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('422 with a message and field errors for invalid input', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { first_name: 'J', email: 'not-an-email', tags: ['ok', 3] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The first name must be at least 2 characters. (and 2 more errors)',
      errors: {
        first_name: ['The first name must be at least 2 characters.'],
        email: ['The email must be a valid email address.'],
        'tags.1': ['The tags must be a string.'],
      },
    });
  });

  it('422 names a missing required field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@b.co' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ first_name: ['The first name field is required.'] });
  });

  it('422 for bad query parameters', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox?per_page=1000' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ per_page: ['The per page may not be greater than 100.'] });
  });

  it('500 hides the error behind {"message":"Server Error"}', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server Error' });
    expect(response.body).not.toContain('hunter2');
  });

  it('accepts valid input', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { first_name: 'Jane', email: 'jane@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { first_name: 'Jane', email: 'jane@example.com' } });
  });
});

describe('headers', () => {
  it('sends security headers with a strict CSP', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('stripe');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Both framing headers say the same: never framed.
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    // Plain http app URL: no HSTS, which would break the site if served without TLS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets Stripe.js and its card frames in only when Stripe takes the payments', () => {
    const directives = (stripe: boolean) =>
      Object.fromEntries(
        computeSecurityHeaders(securityHeaderOptions('https://hireloop.example', { stripe }))
          ['content-security-policy']!.split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...sources]) => [name, sources]),
      );
    const withStripe = directives(true);
    expect(withStripe['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(withStripe['frame-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(withStripe['connect-src']).toEqual(["'self'", 'ws:', 'wss:', 'https://api.stripe.com']);
    expect(directives(false)['script-src']).toEqual(["'self'"]);
    expect(usesStripe({ STRIPE_SECRET_KEY: 'sk_test_x', PAYMENTS_GATEWAY: undefined } as never)).toBe(true);
    expect(usesStripe({ STRIPE_SECRET_KEY: 'sk_test_x', PAYMENTS_GATEWAY: 'test' } as never)).toBe(false);
    expect(usesStripe({ STRIPE_SECRET_KEY: undefined } as never)).toBe(false);
  });

  it('gives every response a request id, keeping a well-formed incoming one', async () => {
    const generated = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-42.abc' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-42.abc');
    const replaced = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(replaced.headers['x-request-id']).not.toContain('bad id');
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Hireloop API');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/dev/mailbox']));
    expect(document.paths['/api/dev/mailbox'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'per_page', 'to', 'channel']),
    );
  });

  it('serves the browsable documentation page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
