CREATE TABLE "interview_recording_chunks" (
	"recording_id" bigint NOT NULL,
	"n" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"offset_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "interview_recording_chunks_recording_id_n_pk" PRIMARY KEY("recording_id","n")
);
--> statement-breakpoint
CREATE TABLE "interview_recording_consents" (
	"interview_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"granted" boolean NOT NULL,
	"decided_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_recording_consents_interview_id_user_id_pk" PRIMARY KEY("interview_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "interview_recordings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_recordings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"started_by" bigint NOT NULL,
	"media_kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"status" text DEFAULT 'recording' NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"duration_ms" integer,
	"started_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"last_chunk_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp (6) with time zone,
	CONSTRAINT "interview_recordings_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "interview_recordings_media_kind_check" CHECK ("interview_recordings"."media_kind" in ('audio', 'video')),
	CONSTRAINT "interview_recordings_status_check" CHECK ("interview_recordings"."status" in ('recording', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "recording_preference" text DEFAULT 'ask' NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_recording_chunks" ADD CONSTRAINT "interview_recording_chunks_recording_id_interview_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."interview_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_recording_consents" ADD CONSTRAINT "interview_recording_consents_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_recording_consents" ADD CONSTRAINT "interview_recording_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_recordings" ADD CONSTRAINT "interview_recordings_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_recordings" ADD CONSTRAINT "interview_recordings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_recordings" ADD CONSTRAINT "interview_recordings_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_recordings_interview_idx" ON "interview_recordings" USING btree ("interview_id");--> statement-breakpoint
CREATE INDEX "interview_recordings_started_idx" ON "interview_recordings" USING btree ("started_at");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_recording_check" CHECK ("companies"."recording_preference" in ('always', 'never', 'ask'));