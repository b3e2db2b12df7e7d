// Every mail and SMS the product sends (DESIGN.md §1 "mail / SMS"): the built-in transport's store,
// and the delivery record of the outbox (SMTP deliveries too, bodies kept outside production).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Write order. Sends within the same millisecond share a created_at (PGlite's clock has
     * millisecond resolution), and a random id would order them at random: "newest first" needs this.
     */
    sequence: bigint('sequence', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['mail', 'sms'] }).notNull(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address'),
    subject: text('subject'),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /**
     * The outbox key of the delivery (jobs/outbox.ts): a retried delivery job finds its earlier
     * send here and does not send again. Null for rows written before the outbox.
     */
    deliveryKey: text('delivery_key'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (table) => [
    check('outbound_messages_channel_check', sql`${table.channel} in ('mail', 'sms')`),
    index('outbound_messages_created_at_idx').on(table.createdAt.desc(), table.sequence.desc()),
    uniqueIndex('outbound_messages_delivery_key_idx').on(table.deliveryKey),
    index('outbound_messages_to_address_created_at_idx').on(
      sql`lower(${table.toAddress})`,
      table.createdAt.desc(),
      table.sequence.desc(),
    ),
  ],
);
