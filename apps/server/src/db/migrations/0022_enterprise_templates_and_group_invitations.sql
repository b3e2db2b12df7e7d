CREATE TABLE "opportunity_template_groups" (
	"template_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	CONSTRAINT "opportunity_template_groups_template_id_group_id_pk" PRIMARY KEY("template_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "opportunity_templates" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "group_id" bigint;--> statement-breakpoint
ALTER TABLE "opportunity_templates" ADD COLUMN "enterprise_id" bigint;--> statement-breakpoint
ALTER TABLE "opportunity_templates" ADD COLUMN "push_all" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunity_template_groups" ADD CONSTRAINT "opportunity_template_groups_template_id_opportunity_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."opportunity_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_template_groups" ADD CONSTRAINT "opportunity_template_groups_group_id_enterprise_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."enterprise_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunity_template_groups_group_idx" ON "opportunity_template_groups" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_group_id_enterprise_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."enterprise_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_templates" ADD CONSTRAINT "opportunity_templates_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_group_id_idx" ON "invitations" USING btree ("group_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunity_templates_enterprise_idx" ON "opportunity_templates" USING btree ("enterprise_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "opportunity_templates" ADD CONSTRAINT "opportunity_templates_one_owner_check" CHECK (("opportunity_templates"."company_id" is null) <> ("opportunity_templates"."enterprise_id" is null));