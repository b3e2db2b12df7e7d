CREATE TABLE "enterprise_billing_group_locations" (
	"group_id" bigint NOT NULL,
	"company_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_billing_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_billing_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"billable_entity_id" bigint NOT NULL,
	"name" text NOT NULL,
	"deleted_at" timestamp (6) with time zone,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billable_entities" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise_billing_group_locations" ADD CONSTRAINT "enterprise_billing_group_locations_group_id_enterprise_billing_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."enterprise_billing_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_billing_group_locations" ADD CONSTRAINT "enterprise_billing_group_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_billing_groups" ADD CONSTRAINT "enterprise_billing_groups_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_billing_groups" ADD CONSTRAINT "enterprise_billing_groups_billable_entity_id_billable_entities_id_fk" FOREIGN KEY ("billable_entity_id") REFERENCES "public"."billable_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_billing_group_locations_company_unique" ON "enterprise_billing_group_locations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "enterprise_billing_group_locations_group_idx" ON "enterprise_billing_group_locations" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_billing_groups_entity_unique" ON "enterprise_billing_groups" USING btree ("billable_entity_id");--> statement-breakpoint
CREATE INDEX "enterprise_billing_groups_enterprise_idx" ON "enterprise_billing_groups" USING btree ("enterprise_id","name") WHERE "enterprise_billing_groups"."deleted_at" is null;