CREATE TABLE "company_integrations" (
	"company_id" bigint NOT NULL,
	"service" text NOT NULL,
	"connected" boolean NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_integrations_company_id_service_pk" PRIMARY KEY("company_id","service"),
	CONSTRAINT "company_integrations_service_check" CHECK ("company_integrations"."service" in ('calendar', 'indeed'))
);
--> statement-breakpoint
CREATE TABLE "interview_interviewers" (
	"interview_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"busy" boolean DEFAULT false NOT NULL,
	"start_time" timestamp (6) with time zone,
	"end_time" timestamp (6) with time zone,
	CONSTRAINT "interview_interviewers_interview_id_user_id_pk" PRIMARY KEY("interview_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"opportunity_id" bigint NOT NULL,
	"candidate_user_id" bigint NOT NULL,
	"organizer_user_id" bigint,
	"status" text NOT NULL,
	"location" text NOT NULL,
	"location_details" text,
	"start_time" timestamp (6) with time zone,
	"end_time" timestamp (6) with time zone,
	"duration_minutes" integer NOT NULL,
	"timezone" text NOT NULL,
	"recording_preference" text DEFAULT 'ask' NOT NULL,
	"rating_state" text DEFAULT 'unknown' NOT NULL,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"cancel_message" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_status_check" CHECK ("interviews"."status" in ('not_scheduled', 'scheduled', 'completed', 'cancelled', 'disqualified', 'no_show')),
	CONSTRAINT "interviews_location_check" CHECK ("interviews"."location" in ('web_conference', 'in_person', 'phone')),
	CONSTRAINT "interviews_duration_check" CHECK ("interviews"."duration_minutes" between 15 and 240),
	CONSTRAINT "interviews_recording_check" CHECK ("interviews"."recording_preference" in ('always', 'never', 'ask')),
	CONSTRAINT "interviews_rating_check" CHECK ("interviews"."rating_state" in ('needs_scores', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "scheduling_links" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" bigint NOT NULL,
	"expires_at" timestamp (6) with time zone NOT NULL,
	"booked_at" timestamp (6) with time zone,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_calendars" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"timezone" text,
	"weekly_hours" jsonb,
	"feed_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_integrations" ADD CONSTRAINT "company_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_integrations" ADD CONSTRAINT "company_integrations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_organizer_user_id_users_id_fk" FOREIGN KEY ("organizer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_links" ADD CONSTRAINT "scheduling_links_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_calendars" ADD CONSTRAINT "user_calendars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_interviewers_busy_idx" ON "interview_interviewers" USING btree ("user_id","start_time","end_time") WHERE "interview_interviewers"."busy";--> statement-breakpoint
CREATE INDEX "interview_interviewers_user_idx" ON "interview_interviewers" USING btree ("user_id","interview_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_uuid_unique" ON "interviews" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "interviews_company_start_idx" ON "interviews" USING btree ("company_id","start_time","id");--> statement-breakpoint
CREATE INDEX "interviews_candidate_start_idx" ON "interviews" USING btree ("candidate_user_id","start_time","id");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduling_links_interview_unique" ON "scheduling_links" USING btree ("interview_id");