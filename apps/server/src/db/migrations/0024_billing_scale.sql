ALTER TABLE "billing_prices" DROP CONSTRAINT "billing_prices_pkey";--> statement-breakpoint
ALTER TABLE "billing_prices" ADD COLUMN "effective_from" timestamp (6) with time zone DEFAULT '1970-01-01T00:00:00Z' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_prices" ADD COLUMN "changed_by_user_id" bigint;--> statement-breakpoint
ALTER TABLE "billing_prices" ADD CONSTRAINT "billing_prices_item_name_effective_from_pk" PRIMARY KEY("item_name","effective_from");--> statement-breakpoint
ALTER TABLE "billable_entities" ADD COLUMN "deleted_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "billing_prices" ADD CONSTRAINT "billing_prices_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
