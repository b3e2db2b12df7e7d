ALTER TABLE "outbound_messages" ADD COLUMN "delivery_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_messages_delivery_key_idx" ON "outbound_messages" USING btree ("delivery_key");