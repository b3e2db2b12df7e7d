// The SMS adapter. The built-in sender stores each text in outbound_messages (the dev mailbox);
// a provider (Twilio, Vonage…) implements the same interface.
import type { Database } from '#server/db/client.ts';
import { outboundMessages } from '#server/db/schema.ts';

export interface SmsMessage {
  to: string;
  body: string;
  metadata?: Record<string, unknown>;
  /** Set by the outbox, as for mail. */
  deliveryKey?: string;
}

export interface SmsSender {
  readonly transport: 'database';
  send(message: SmsMessage): Promise<void>;
}

export function createDatabaseSmsSender(db: Database): SmsSender {
  return {
    transport: 'database',
    async send(message) {
      await db
        .insert(outboundMessages)
        .values({
          channel: 'sms',
          toAddress: message.to,
          textBody: message.body,
          metadata: message.metadata ?? {},
          deliveryKey: message.deliveryKey ?? null,
        })
        .onConflictDoNothing();
    },
  };
}
