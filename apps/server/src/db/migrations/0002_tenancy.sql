CREATE TABLE "billable_entities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billable_entities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"trial_ends_at" timestamp (6) with time zone,
	"first_unpaid_invoice_at" timestamp (6) with time zone,
	"cancellation_at" timestamp (6) with time zone,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"nickname" text,
	"avatar_path" text,
	"description" text,
	"website" text,
	"address_line_1" text,
	"address_line_2" text,
	"city" text,
	"region" text,
	"postal_code" text,
	"country" text,
	"industry" text,
	"size" text,
	"demo_completed" boolean DEFAULT false NOT NULL,
	"enterprise_id" bigint,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_memberships" (
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_memberships_company_id_user_id_pk" PRIMARY KEY("company_id","user_id"),
	CONSTRAINT "company_memberships_role_check" CHECK ("company_memberships"."role" in ('Company Admin', 'Manager', 'Recruiter', 'Team Member'))
);
--> statement-breakpoint
CREATE TABLE "enterprise_group_companies" (
	"group_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	CONSTRAINT "enterprise_group_companies_group_id_company_id_pk" PRIMARY KEY("group_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "enterprise_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_membership_groups" (
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	CONSTRAINT "enterprise_membership_groups_enterprise_id_user_id_group_id_pk" PRIMARY KEY("enterprise_id","user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "enterprise_memberships" (
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_memberships_enterprise_id_user_id_pk" PRIMARY KEY("enterprise_id","user_id"),
	CONSTRAINT "enterprise_memberships_role_check" CHECK ("enterprise_memberships"."role" in ('Enterprise Owner', 'Enterprise Admin', 'Enterprise Viewer'))
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"avatar_path" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprises_type_check" CHECK ("enterprises"."type" in ('franchise', 'staffing_agency', 'corporate_chain'))
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"company_id" bigint,
	"enterprise_id" bigint,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invited_by" bigint,
	"expires_at" timestamp (6) with time zone NOT NULL,
	"accepted_at" timestamp (6) with time zone,
	"accepted_by" bigint,
	"revoked_at" timestamp (6) with time zone,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invitations_one_target_check" CHECK (("invitations"."company_id" is null) <> ("invitations"."enterprise_id" is null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active_company_id" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active_enterprise_id" bigint;--> statement-breakpoint
ALTER TABLE "billable_entities" ADD CONSTRAINT "billable_entities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_group_companies" ADD CONSTRAINT "enterprise_group_companies_group_id_enterprise_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."enterprise_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_groups" ADD CONSTRAINT "enterprise_groups_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_membership_groups" ADD CONSTRAINT "enterprise_membership_groups_group_id_enterprise_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."enterprise_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_memberships" ADD CONSTRAINT "enterprise_memberships_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_memberships" ADD CONSTRAINT "enterprise_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billable_entities_company_id_unique" ON "billable_entities" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "companies_enterprise_id_idx" ON "companies" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "company_memberships_user_id_idx" ON "company_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enterprise_group_companies_company_id_idx" ON "enterprise_group_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "enterprise_groups_enterprise_id_idx" ON "enterprise_groups" USING btree ("enterprise_id","name");--> statement-breakpoint
CREATE INDEX "enterprise_membership_groups_group_id_idx" ON "enterprise_membership_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "enterprise_memberships_user_id_idx" ON "enterprise_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invitations_company_id_idx" ON "invitations" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invitations_enterprise_id_idx" ON "invitations" USING btree ("enterprise_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");