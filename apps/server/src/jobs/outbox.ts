// The transactional outbox (docs/decisions/028, 029): mail, text messages and realtime events caused by a write are
// enqueued as jobs in the write's own transaction, so they exist exactly when it commits, and a
// worker delivers them after, with retries. Each delivery carries a key made at enqueue time: the
// delivered message is recorded under it in `outbound_messages`, and a retried job that finds its
// key there does not send again (SMTP also gets it as the Message-ID).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MailMessage } from '../adapters/mail/mailer.ts';
import type { SmsMessage } from '../adapters/sms/sms-sender.ts';
import type { Database } from '../db/client.ts';
import { outboundMessages } from '../db/schema.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import { enqueueJob, enqueueJobs } from './enqueue.ts';
import { defineJob } from './job-definition.ts';

interface MailDelivery {
  key: string;
  message: MailMessage;
}

interface SmsDelivery {
  key: string;
  message: SmsMessage;
}

async function alreadyDelivered(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: outboundMessages.id })
    .from(outboundMessages)
    .where(eq(outboundMessages.deliveryKey, key))
    .limit(1);
  return row !== undefined;
}

/** Retries over about 40 minutes (10 s, 20 s, 40 s … with jitter), then `failed` with the reason. */
const DELIVERY_OPTIONS = {
  retryLimit: 8,
  retryDelaySeconds: 10,
  // A stalled SMTP server times out well within this (smtp-mailer.ts).
  expireInSeconds: 120,
  batchSize: 8,
} as const;

export const deliverMailJob = defineJob<MailDelivery>(
  'outbox-mail',
  async ({ key, message }, ctx) => {
    if (await alreadyDelivered(ctx.db, key)) return;
    // The database transport records the mail itself under the key; SMTP sends, then it is recorded
    // (bodies only outside production, where /dev/mailbox shows them).
    await ctx.mailer.send({ ...message, deliveryKey: key });
    if (ctx.mailer.transport !== 'database') {
      const keepBody = !ctx.config.isProduction;
      await ctx.db
        .insert(outboundMessages)
        .values({
          channel: 'mail',
          toAddress: message.to,
          fromAddress: ctx.config.MAIL_FROM,
          subject: message.subject,
          textBody: keepBody ? message.text : null,
          htmlBody: keepBody ? (message.html ?? null) : null,
          metadata: { ...message.metadata, transport: ctx.mailer.transport },
          deliveryKey: key,
        })
        .onConflictDoNothing();
    }
  },
  DELIVERY_OPTIONS,
);

export const deliverSmsJob = defineJob<SmsDelivery>(
  'outbox-sms',
  async ({ key, message }, ctx) => {
    if (await alreadyDelivered(ctx.db, key)) return;
    await ctx.sms.send({ ...message, deliveryKey: key });
  },
  DELIVERY_OPTIONS,
);

/** Queues a mail with `tx`: it is sent once the transaction commits, never if it rolls back. */
export async function enqueueMail(tx: Database, message: MailMessage): Promise<void> {
  await enqueueJob(tx, deliverMailJob, { key: randomUUID(), message });
}

/** Queues many mails with `tx` in one statement, like `enqueueMail` each. */
export async function enqueueMails(tx: Database, messages: readonly MailMessage[]): Promise<void> {
  await enqueueJobs(
    tx,
    deliverMailJob,
    messages.map((message) => ({ key: randomUUID(), message })),
  );
}

/** Queues a text message with `tx`, like `enqueueMail`. */
export async function enqueueSms(tx: Database, message: SmsMessage): Promise<void> {
  await enqueueJob(tx, deliverSmsJob, { key: randomUUID(), message });
}

interface RealtimeDelivery {
  channels: string[];
  event: string;
  data: string;
  exceptSocketId?: string;
}

/** Realtime events of a write (decision 029): published by a worker through the app's broadcaster. */
export const publishRealtimeJob = defineJob<RealtimeDelivery>(
  'outbox-realtime',
  async ({ channels, event, data, exceptSocketId }, ctx) => {
    // Broadcasters resolve even when their transport is down (decision 024): realtime stays a nudge.
    await ctx.broadcaster.publish(channels, event, data, exceptSocketId);
  },
  { retryLimit: 2, retryDelaySeconds: 2, expireInSeconds: 60, batchSize: 16 },
);

/**
 * A Broadcaster whose publishes are queued with `tx` (broadcastToUsers and friends take it
 * unchanged): the event goes out once the write commits, never for a write rolled back.
 */
export function outboxBroadcaster(tx: Database): Broadcaster {
  return {
    driver: 'local',
    async publish(channels, event, data, exceptSocketId) {
      await enqueueJob(tx, publishRealtimeJob, {
        channels: [...channels],
        event,
        data,
        ...(exceptSocketId ? { exceptSocketId } : {}),
      });
    },
    async close() {},
  };
}
