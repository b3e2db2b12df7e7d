// Default transport: keeps each mail in outbound_messages, readable at /api/dev/mailbox.
import type { Database } from '#server/db/client.ts';
import { outboundMessages } from '#server/db/schema.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export function createDatabaseMailer(db: Database, from: string): Mailer {
  return {
    transport: 'database',
    async send(message: MailMessage) {
      await db
        .insert(outboundMessages)
        .values({
          channel: 'mail',
          toAddress: message.to,
          fromAddress: from,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          // A calendar part is kept with the message, so the mailbox and tests can read it back.
          metadata: message.calendar
            ? { ...message.metadata, calendar: message.calendar }
            : (message.metadata ?? {}),
          deliveryKey: message.deliveryKey ?? null,
        })
        // A delivery retried after it was stored is stored once (jobs/outbox.ts).
        .onConflictDoNothing();
    },
    async close() {},
  };
}
