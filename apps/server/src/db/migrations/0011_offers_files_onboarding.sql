CREATE TABLE "files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"storage_path" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" bigint,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_has_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "model_has_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"model_type" text NOT NULL,
	"model_id" bigint NOT NULL,
	"library_model_has_file_id" bigint,
	"current_name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_has_files_model_type_check" CHECK ("model_has_files"."model_type" in ('library', 'offer', 'onboarding_task', 'message'))
);
--> statement-breakpoint
CREATE TABLE "offer_letter_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_letter_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"body_html" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" bigint,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_settings" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"require_approval" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"candidate_user_id" bigint NOT NULL,
	"template_id" bigint,
	"status" text DEFAULT 'draft' NOT NULL,
	"pay_amount_cents" bigint NOT NULL,
	"pay_period" text NOT NULL,
	"start_date" date NOT NULL,
	"expires_on" date NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"manager_name" text DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"letter_html" text,
	"attachment_id" bigint,
	"created_by" bigint,
	"approved_by" bigint,
	"approved_at" timestamp (6) with time zone,
	"sent_at" timestamp (6) with time zone,
	"responded_at" timestamp (6) with time zone,
	"decline_reason" text,
	"accepted_name" text,
	"accepted_ip" text,
	"accepted_user_agent" text,
	"document_hash" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('draft', 'pending_approval', 'sent', 'accepted', 'declined', 'expired', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "onboarding_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"onboarding_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"due_on" date,
	"completed_at" timestamp (6) with time zone,
	"form_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"encrypted_values" text,
	"file_id" bigint,
	"reminder_sent_at" timestamp (6) with time zone,
	CONSTRAINT "onboarding_tasks_kind_check" CHECK ("onboarding_tasks"."kind" in ('acknowledge', 'upload', 'form'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_templates" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"tasks" jsonb NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboardings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "onboardings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"offer_id" bigint NOT NULL,
	"candidate_user_id" bigint NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"completed_at" timestamp (6) with time zone,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboardings_status_check" CHECK ("onboardings"."status" in ('in_progress', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_has_files" ADD CONSTRAINT "model_has_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_has_files" ADD CONSTRAINT "model_has_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_letter_templates" ADD CONSTRAINT "offer_letter_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_letter_templates" ADD CONSTRAINT "offer_letter_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_settings" ADD CONSTRAINT "offer_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_template_id_offer_letter_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."offer_letter_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_attachment_id_model_has_files_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."model_has_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_tasks" ADD CONSTRAINT "onboarding_tasks_onboarding_id_onboardings_id_fk" FOREIGN KEY ("onboarding_id") REFERENCES "public"."onboardings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_tasks" ADD CONSTRAINT "onboarding_tasks_file_id_model_has_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."model_has_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_templates" ADD CONSTRAINT "onboarding_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboardings" ADD CONSTRAINT "onboardings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboardings" ADD CONSTRAINT "onboardings_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboardings" ADD CONSTRAINT "onboardings_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_company_idx" ON "files" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "model_has_files_model_idx" ON "model_has_files" USING btree ("model_type","model_id","order");--> statement-breakpoint
CREATE INDEX "model_has_files_company_idx" ON "model_has_files" USING btree ("company_id","model_type");--> statement-breakpoint
CREATE INDEX "offer_letter_templates_company_idx" ON "offer_letter_templates" USING btree ("company_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "offers_uuid_unique" ON "offers" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "offers_company_created_idx" ON "offers" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_company_status_idx" ON "offers" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "offers_application_idx" ON "offers" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "onboarding_tasks_onboarding_idx" ON "onboarding_tasks" USING btree ("onboarding_id","position");--> statement-breakpoint
CREATE INDEX "onboarding_tasks_due_idx" ON "onboarding_tasks" USING btree ("due_on") WHERE "onboarding_tasks"."completed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "onboardings_offer_unique" ON "onboardings" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "onboardings_company_status_idx" ON "onboardings" USING btree ("company_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "onboardings_candidate_idx" ON "onboardings" USING btree ("candidate_user_id");