CREATE TABLE "career_pages" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"about_html" text DEFAULT '' NOT NULL,
	"about_text" text DEFAULT '' NOT NULL,
	"primary_color" text NOT NULL,
	"accent_color" text NOT NULL,
	"logo_image" text,
	"cover_image" text,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp (6) with time zone,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_import_errors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_import_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"import_id" bigint NOT NULL,
	"row_number" integer NOT NULL,
	"field" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_imports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_by" bigint,
	"kind" text DEFAULT 'contacts' NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"sample" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_rows" integer NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"existing_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp (6) with time zone,
	"finished_at" timestamp (6) with time zone,
	CONSTRAINT "user_imports_status_check" CHECK ("user_imports"."status" in ('uploaded', 'queued', 'running', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "redirect_clicks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redirect_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"target" text NOT NULL,
	"allowed" boolean NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_pages" ADD CONSTRAINT "career_pages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_import_errors" ADD CONSTRAINT "user_import_errors_import_id_user_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."user_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_imports" ADD CONSTRAINT "user_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_imports" ADD CONSTRAINT "user_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "career_pages_slug_unique" ON "career_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "career_pages_published_idx" ON "career_pages" USING btree ("published_at") WHERE "career_pages"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "user_import_errors_import_idx" ON "user_import_errors" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE INDEX "user_imports_company_idx" ON "user_imports" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "redirect_clicks_created_idx" ON "redirect_clicks" USING btree ("created_at");