// The outbox against a real SMTP server: requests never wait for SMTP, a committed write's mail is
// delivered once SMTP is back (exactly once, even when a delivery is retried), a rolled-back
// write sends nothing, and a delivery that keeps failing ends failed with the reason.
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestApp } from '#server-test/test-app.ts';
import { outboundMessages } from '../db/schema.ts';
import { enqueueJob, JOB_SCHEMA } from './enqueue.ts';
import { deliverMailJob, enqueueMail } from './outbox.ts';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a fixed port that can be stopped and started again. */
function smtpServer(port: number) {
  const received: Received[] = [];
  let server: SMTPServer | undefined;
  return {
    received,
    receivedBy: (email: string) => received.filter((mail) => mail.to.includes(email)),
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          let raw = '';
          stream.on('data', (chunk: Buffer) => {
            raw += chunk.toString();
          });
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
  };
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const port = await freePort();
const smtp = smtpServer(port);
await smtp.start();
// Workers off: this file drives delivery with runJobs, so every step is deterministic.
const ctx = await appForThisFile({
  env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
  jobs: { workers: false },
});
afterAll(() => smtp.stop().catch(() => {}));

const hours = (n: number) => new Date(Date.now() + n * 60 * 60 * 1000);

async function signUp(email: string) {
  const started = performance.now();
  const response = await new TestClient(ctx.app).post('/register', {
    first_name: 'Grace',
    last_name: 'Hopper',
    email,
    password: 'compiler compiler',
    password_confirmation: 'compiler compiler',
  });
  return { status: response.statusCode, ms: performance.now() - started };
}

async function mailJobStates() {
  const { rows } = await ctx.app.jobs.boss
    .getDb()
    .executeSql(
      `SELECT state, output->>'message' AS reason, data->'message'->>'to' AS to FROM ${JOB_SCHEMA}.job WHERE name = $1`,
      [deliverMailJob.name],
    );
  return rows as { state: string; reason: string | null; to: string }[];
}

describe('mail through the outbox with SMTP', () => {
  it('delivers every mail of a sign-up made while SMTP was down, once, when it is back', async () => {
    const before = uniqueEmail('before');
    expect((await signUp(before)).status).toBe(201);
    await ctx.runJobs();
    expect(smtp.receivedBy(before)).toHaveLength(1);

    await smtp.stop();
    const during = [uniqueEmail('down-1'), uniqueEmail('down-2'), uniqueEmail('down-3')];
    for (const email of during) {
      const signUpResult = await signUp(email);
      expect(signUpResult.status).toBe(201);
      // The request only queued the mail: it never waited for SMTP.
      expect(signUpResult.ms).toBeLessThan(2_000);
    }
    await ctx.runJobs();
    const waiting = await mailJobStates();
    expect(waiting.filter((job) => job.state === 'retry')).toHaveLength(3);
    expect(waiting.find((job) => job.state === 'retry')?.reason).toMatch(/ECONNREFUSED|connect/i);
    const health = (await ctx.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health.jobs.scheduled).toBeGreaterThanOrEqual(3);

    await smtp.start();
    await ctx.runJobs(hours(1));
    for (const email of during) expect(smtp.receivedBy(email), email).toHaveLength(1);
    expect(smtp.receivedBy(before)).toHaveLength(1);
    expect((await mailJobStates()).every((job) => job.state === 'completed')).toBe(true);

    // Outside production the dev mailbox still shows what SMTP delivered.
    const mailbox = await ctx.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${during[0]}` });
    expect(mailbox.json().data[0]).toMatchObject({ subject: expect.stringMatching(/verify/i) });
  });

  it('never sends a mail twice when its delivery runs again', async () => {
    const to = uniqueEmail('once');
    const data = { key: 'fixed-key-for-this-test', message: { to, subject: 'Once', text: 'Only once.' } };
    await enqueueJob(ctx.database.db, deliverMailJob, data);
    await ctx.runJobs();
    // The same delivery again, as after a crash between SMTP accepting and the job completing.
    await enqueueJob(ctx.database.db, deliverMailJob, data);
    await ctx.runJobs();
    expect(smtp.receivedBy(to)).toHaveLength(1);
    expect(smtp.receivedBy(to)[0]?.raw).toContain('Message-ID: <fixed-key-for-this-test@hireloop.outbox>');
    const rows = await ctx.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.deliveryKey, data.key));
    expect(rows).toHaveLength(1);
  });

  it('sends nothing for a write that rolled back', async () => {
    const to = uniqueEmail('rolled-back');
    await ctx.database.db
      .transaction(async (tx) => {
        await enqueueMail(tx, { to, subject: 'Never', text: 'Never sent.' });
        throw new Error('the write failed');
      })
      .catch(() => {});
    await ctx.runJobs(hours(2));
    expect(smtp.receivedBy(to)).toHaveLength(0);
  });

  it('answers sign-ups promptly while SMTP accepts connections and never replies', async () => {
    const connections: net.Socket[] = [];
    const stalled = net.createServer((socket) => connections.push(socket));
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const { port: stalledPort } = stalled.address() as net.AddressInfo;
    // An app whose workers are stuck on that server while the sign-ups come in.
    const stuck = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${stalledPort}` },
      jobs: { drainTimeoutMs: 1_000 },
    });
    try {
      for (const email of [uniqueEmail('stalled-1'), uniqueEmail('stalled-2')]) {
        const started = performance.now();
        const response = await new TestClient(stuck.app).post('/register', {
          first_name: 'Grace',
          last_name: 'Hopper',
          email,
          password: 'compiler compiler',
          password_confirmation: 'compiler compiler',
        });
        expect(response.statusCode).toBe(201);
        expect(performance.now() - started).toBeLessThan(2_000);
      }
      await expect.poll(() => connections.length, { timeout: 10_000 }).toBeGreaterThan(0);
    } finally {
      await stuck.close();
      for (const socket of connections) socket.destroy();
      stalled.close();
    }
  });

  it('ends a delivery that keeps failing in the failed state, with the reason', async () => {
    await smtp.stop();
    const to = uniqueEmail('never-back');
    try {
      await enqueueMail(ctx.database.db, { to, subject: 'Lost cause', text: 'SMTP never returns.' });
      await ctx.runJobs(hours(24));
    } finally {
      await smtp.start();
    }
    const failed = (await mailJobStates()).filter((job) => job.to === to);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.state).toBe('failed');
    expect(failed[0]?.reason).toMatch(/ECONNREFUSED|connect/i);
    expect(smtp.receivedBy(to)).toHaveLength(0);
  });
});
