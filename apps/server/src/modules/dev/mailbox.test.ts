import { describe, expect, it } from 'vitest';
import { appForThisFile } from '../../../test/file-app.ts';
import { createTestApp } from '../../../test/test-app.ts';

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

describe('in production', () => {
  it('does not exist', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found.' });
    } finally {
      await production.close();
    }
  });
});
