ALTER TABLE "talent_pool_contacts" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "talent_pool_contacts" ADD COLUMN "import_id" bigint;--> statement-breakpoint
ALTER TABLE "talent_pool_contacts" ADD COLUMN "confirm_requested_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "talent_pool_contacts" ADD COLUMN "confirmed_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "talent_pool_contacts" ADD COLUMN "contact_consent" boolean;--> statement-breakpoint
ALTER TABLE "talent_pool_contacts" ADD COLUMN "contact_consent_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "user_imports" ADD COLUMN "importer_role" text;--> statement-breakpoint
ALTER TABLE "user_imports" ADD COLUMN "confirm_status" text;--> statement-breakpoint
ALTER TABLE "user_imports" ADD COLUMN "confirm_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_imports" ADD COLUMN "confirm_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "still_interested_asked_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "still_interested_answered_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "talent_pool_contacts" ADD CONSTRAINT "talent_pool_contacts_import_id_user_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."user_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_pool_contacts_import_idx" ON "talent_pool_contacts" USING btree ("import_id") WHERE "talent_pool_contacts"."import_id" is not null;--> statement-breakpoint
ALTER TABLE "user_imports" ADD CONSTRAINT "user_imports_kind_check" CHECK ("user_imports"."kind" in ('contacts', 'team'));--> statement-breakpoint
ALTER TABLE "user_imports" ADD CONSTRAINT "user_imports_confirm_status_check" CHECK ("user_imports"."confirm_status" is null or "user_imports"."confirm_status" in ('queued', 'running', 'completed'));