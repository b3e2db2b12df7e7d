// Default transport: keeps each mail in outbound_messages, readable at /api/dev/mailbox.
import type { Database } from '../../db/client.ts';
import { outboundMessages } from '../../db/schema.ts';
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
          metadata: message.metadata ?? {},
          deliveryKey: message.deliveryKey ?? null,
        })
        .onConflictDoNothing();
    },
    async close() {},
  };
}
