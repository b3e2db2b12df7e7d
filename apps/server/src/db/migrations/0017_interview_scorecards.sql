CREATE TABLE "interview_scorecards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_scorecards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"interview_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"ratings" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"recommendation" text NOT NULL,
	"submitted_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_scorecards_recommendation_check" CHECK ("interview_scorecards"."recommendation" in ('strong_no', 'no', 'yes', 'strong_yes'))
);
--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "scorecard" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunity_templates" ADD COLUMN "scorecard" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_scorecards_interview_user_unique" ON "interview_scorecards" USING btree ("interview_id","user_id");--> statement-breakpoint
CREATE INDEX "interview_scorecards_user_idx" ON "interview_scorecards" USING btree ("user_id");