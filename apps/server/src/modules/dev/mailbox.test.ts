import { describe, expect, it } from 'vitest';
import { appForThisFile } from '#server-test/file-app.ts';
import { createTestApp } from '#server-test/test-app.ts';
import { MAILBOX_FORBIDDEN } from './mailbox-access.ts';

const ctx = await appForThisFile();

describe('GET /api/dev/mailbox', () => {
  it('lists what the mail adapter stored, newest first, paginated', async () => {
    const recipient = `mailbox-${Date.now()}@example.com`;
    for (const n of [1, 2, 3]) {
      await ctx.mailer.send({
        to: recipient,
        subject: `Message ${n}`,
        text: `Body ${n}`,
        html: `<p>Body ${n}</p>`,
      });
    }

    const first = await ctx.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${recipient}&per_page=2` });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(page1.data.map((m: { subject: string }) => m.subject)).toEqual(['Message 3', 'Message 2']);
    expect(page1.data[0]).toMatchObject({
      channel: 'mail',
      to: recipient,
      from: 'Hireloop <no-reply@hireloop.example>',
      text: 'Body 3',
      html: '<p>Body 3</p>',
    });
    expect(new Date(page1.data[0].created_at).toString()).not.toBe('Invalid Date');

    const second = await ctx.app.inject({
      method: 'GET',
      url: `/api/dev/mailbox?to=${recipient}&per_page=2&page=2`,
    });
    expect(second.json().data.map((m: { subject: string }) => m.subject)).toEqual(['Message 1']);
  });

  it('matches the recipient case-insensitively and filters by channel', async () => {
    const recipient = `Case-${Date.now()}@Example.com`;
    await ctx.mailer.send({ to: recipient, subject: 'Hello', text: 'Hi' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/dev/mailbox?to=${encodeURIComponent(recipient.toLowerCase())}&channel=mail`,
    });
    expect(response.json().data).toHaveLength(1);
    const sms = await ctx.app.inject({
      method: 'GET',
      url: `/api/dev/mailbox?to=${encodeURIComponent(recipient)}&channel=sms`,
    });
    expect(sms.json().data).toHaveLength(0);
  });

  it('rejects bad paging with field errors', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox?page=0&channel=fax' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['channel', 'page']);
  });
});

describe('who may read it', () => {
  const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress, headers });

  it('answers loopback clients only, IPv4 and IPv6', async () => {
    expect((await read('127.0.0.1')).statusCode).toBe(200);
    expect((await read('::1')).statusCode).toBe(200);
    expect((await read('::ffff:127.0.0.1')).statusCode).toBe(200);
    for (const outsider of ['192.168.1.20', '203.0.113.5', '::ffff:10.0.0.3', '2001:db8::5']) {
      const response = await read(outsider);
      expect(response.statusCode, outsider).toBe(403);
      expect(response.json()).toEqual({ message: MAILBOX_FORBIDDEN });
      expect(response.body).not.toContain('@');
    }
  });

  it('refuses a request forwarded by a peer that is not a configured proxy', async () => {
    // e.g. a reverse proxy on the same machine passing on a visitor from the internet.
    expect((await read('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(403);
    expect((await read('127.0.0.1', { forwarded: 'for=203.0.113.5' })).statusCode).toBe(403);
  });

  it('answers the addresses of DEV_MAILBOX_ALLOW as well', async () => {
    const exposed = await createTestApp({ env: { DEV_MAILBOX_ALLOW: '192.168.1.0/24' } });
    try {
      const inject = (remoteAddress: string) =>
        exposed.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress });
      expect((await inject('192.168.1.20')).statusCode).toBe(200);
      expect((await inject('127.0.0.1')).statusCode).toBe(200);
      expect((await inject('192.168.2.20')).statusCode).toBe(403);
    } finally {
      await exposed.close();
    }
  });

  it('sees the visitor behind a configured proxy, not the proxy', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    try {
      const inject = (forwardedFor: string) =>
        proxied.app.inject({
          method: 'GET',
          url: '/api/dev/mailbox',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      expect((await inject('203.0.113.5')).statusCode).toBe(403);
      expect((await inject('::1')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('in production', () => {
  it('does not exist', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production', PAYMENTS_GATEWAY: 'test' } });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found.' });
      // Nor does the dev clock of billing.
      expect((await production.app.inject({ method: 'GET', url: '/api/dev/clock' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
