import type { OutboundMessage } from '@hireloop/shared/api';
import type { outboundMessages } from '#server/db/schema.ts';

export function presentOutboundMessage(row: typeof outboundMessages.$inferSelect): OutboundMessage {
  return {
    id: row.id,
    channel: row.channel,
    to: row.toAddress,
    from: row.fromAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    created_at: row.createdAt.toISOString(),
  };
}
