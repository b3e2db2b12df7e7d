CREATE TABLE "billing_accounts" (
	"billable_entity_id" bigint PRIMARY KEY NOT NULL,
	"billing_mode" text DEFAULT 'immediate_then_recurring_monthly' NOT NULL,
	"billing_period" text DEFAULT 'month' NOT NULL,
	"cycle_day" smallint DEFAULT 1 NOT NULL,
	"period_starts_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"next_close_at" timestamp (6) with time zone NOT NULL,
	"spend_cap_cents" bigint,
	"spend_cap_alerted_percent" smallint DEFAULT 0 NOT NULL,
	"gateway" text,
	"customer_ref" text,
	"payment_method_ref" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" smallint,
	"card_exp_year" smallint,
	"address" jsonb,
	"cancellation_reason" text,
	"cancellation_comment" text,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_mode_check" CHECK ("billing_accounts"."billing_mode" in ('immediate_then_recurring_monthly', 'monthly_on_cycle_day', 'on_billing_cycle')),
	CONSTRAINT "billing_accounts_period_check" CHECK ("billing_accounts"."billing_period" in ('month', 'year')),
	CONSTRAINT "billing_accounts_cycle_day_check" CHECK ("billing_accounts"."cycle_day" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "billing_prices" (
	"item_name" text PRIMARY KEY NOT NULL,
	"unit_price_millionths" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"item_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_millionths" bigint NOT NULL,
	"amount_millionths" bigint NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_ref" text,
	"failure_code" text,
	"failure_message" text,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_status_check" CHECK ("invoice_payments"."status" in ('pending', 'succeeded', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"billable_entity_id" bigint NOT NULL,
	"number" text NOT NULL,
	"period_start" timestamp (6) with time zone NOT NULL,
	"period_end" timestamp (6) with time zone NOT NULL,
	"status" text DEFAULT 'generating' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"subtotal_millionths" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_retry_at" timestamp (6) with time zone,
	"issued_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp (6) with time zone,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('paid', 'generating', 'partially_paid', 'error', 'missing_address', 'missing_payment_method', 'payment_failed', 'refunded', 'partial_refunded'))
);
--> statement-breakpoint
CREATE TABLE "test_gateway_cards" (
	"ref" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"card_ref" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usage_events" ADD COLUMN "user_id" bigint;--> statement-breakpoint
ALTER TABLE "usage_events" ADD COLUMN "invoice_id" bigint;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_billable_entity_id_billable_entities_id_fk" FOREIGN KEY ("billable_entity_id") REFERENCES "public"."billable_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billable_entity_id_billable_entities_id_fk" FOREIGN KEY ("billable_entity_id") REFERENCES "public"."billable_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_accounts_next_close_at_idx" ON "billing_accounts" USING btree ("next_close_at");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_id_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_idempotency_key_unique" ON "invoice_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_id_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_entity_period_unique" ON "invoices" USING btree ("billable_entity_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_entity_issued_idx" ON "invoices" USING btree ("billable_entity_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status");--> statement-breakpoint
CREATE INDEX "invoices_retry_idx" ON "invoices" USING btree ("next_retry_at") WHERE "invoices"."next_retry_at" is not null;--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usage_events_seat_once_per_month" ON "usage_events" USING btree ("company_id","user_id","period_month") WHERE "usage_events"."item_name" = 'User Seat (Per Month)';--> statement-breakpoint
CREATE INDEX "usage_events_unbilled_idx" ON "usage_events" USING btree ("company_id","created_at") WHERE "usage_events"."invoice_id" is null;--> statement-breakpoint
CREATE INDEX "usage_events_invoice_id_idx" ON "usage_events" USING btree ("invoice_id") WHERE "usage_events"."invoice_id" is not null;
-- hand-written:
-- The price list (SPEC.md §3 item names), in millionths of a US dollar.
INSERT INTO "billing_prices" ("item_name", "unit_price_millionths") VALUES
  ('Opportunity Invite', 350000),
  ('Opportunity Posted (Per Month)', 29000000),
  ('User Seat (Per Month)', 12000000)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Every billable entity gets its billing account with it, however it is made. The first period
-- closes when the trial ends (the default mode invoices at once, then monthly), or at the start of
-- the next calendar month (UTC) when there is no trial.
CREATE FUNCTION "billing_accounts_for_new_entities"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "billing_accounts" ("billable_entity_id", "period_starts_at", "next_close_at")
  SELECT n."id", n."created_at",
    coalesce(n."trial_ends_at", (date_trunc('month', n."created_at" AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC')
  FROM "new_rows" n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "billable_entities_insert_billing_account" AFTER INSERT ON "billable_entities"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "billing_accounts_for_new_entities"();
--> statement-breakpoint
INSERT INTO "billing_accounts" ("billable_entity_id", "period_starts_at", "next_close_at")
SELECT b."id", b."created_at",
  coalesce(b."trial_ends_at", (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC')
FROM "billable_entities" b
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- "User Seat (Per Month)": a member is a seat in the month they join (every way of joining), and
-- in each later month they are still there (recorded by the monthly usage job).
CREATE FUNCTION "usage_seats_for_new_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "usage_events" ("company_id", "item_name", "user_id", "period_month", "detail")
  SELECT n."company_id", 'User Seat (Per Month)', n."user_id",
    date_trunc('month', now() AT TIME ZONE 'UTC')::date, '{"source":"joined"}'::jsonb
  FROM "new_rows" n
  ON CONFLICT ("company_id", "user_id", "period_month") WHERE "item_name" = 'User Seat (Per Month)' DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "company_memberships_insert_usage_seat" AFTER INSERT ON "company_memberships"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "usage_seats_for_new_members"();
--> statement-breakpoint
INSERT INTO "usage_events" ("company_id", "item_name", "user_id", "period_month", "detail")
SELECT m."company_id", 'User Seat (Per Month)', m."user_id",
  date_trunc('month', now() AT TIME ZONE 'UTC')::date, '{"source":"monthly"}'::jsonb
FROM "company_memberships" m
ON CONFLICT ("company_id", "user_id", "period_month") WHERE "item_name" = 'User Seat (Per Month)' DO NOTHING;
