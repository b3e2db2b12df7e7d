CREATE TABLE "deal_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"deal_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint,
	"redeemed_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"trial_days" smallint,
	"discount_percent" smallint,
	"discount_months" smallint,
	"expires_at" timestamp (6) with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_redemptions_within_limit" CHECK ("deals"."max_redemptions" is null or "deals"."redemptions" <= "deals"."max_redemptions")
);
--> statement-breakpoint
CREATE TABLE "referral_signups" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billable_entities" ADD COLUMN "discount_percent" smallint;--> statement-breakpoint
ALTER TABLE "billable_entities" ADD COLUMN "discount_ends_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "referrer_id" bigint;--> statement-breakpoint
ALTER TABLE "feature_announcements" ADD COLUMN "retired_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "deal_redemptions" ADD CONSTRAINT "deal_redemptions_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_redemptions" ADD CONSTRAINT "deal_redemptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_redemptions" ADD CONSTRAINT "deal_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_signups" ADD CONSTRAINT "referral_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_signups" ADD CONSTRAINT "referral_signups_referrer_id_referrers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."referrers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrers" ADD CONSTRAINT "referrers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_redemptions_company_unique" ON "deal_redemptions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "deal_redemptions_deal_idx" ON "deal_redemptions" USING btree ("deal_id","redeemed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "deals_slug_unique" ON "deals" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "deals_created_at_idx" ON "deals" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "referral_signups_referrer_idx" ON "referral_signups" USING btree ("referrer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "referrers_user_id_unique" ON "referrers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrers_code_unique" ON "referrers" USING btree ("code");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_referrer_id_referrers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."referrers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_referrer_id_idx" ON "companies" USING btree ("referrer_id");