DROP INDEX "outbound_messages_created_at_idx";--> statement-breakpoint
DROP INDEX "outbound_messages_to_address_created_at_idx";--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "sequence" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "outbound_messages_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "outbound_messages_created_at_idx" ON "outbound_messages" USING btree ("created_at" DESC NULLS LAST,"sequence" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbound_messages_to_address_created_at_idx" ON "outbound_messages" USING btree (lower("to_address"),"created_at" DESC NULLS LAST,"sequence" DESC NULLS LAST);