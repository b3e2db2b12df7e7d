ALTER TABLE "talent_pool_contacts" ADD COLUMN "candidate_user_id" bigint;--> statement-breakpoint
ALTER TABLE "talent_pool_contacts" ADD CONSTRAINT "talent_pool_contacts_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "talent_pool_contacts_company_candidate_unique" ON "talent_pool_contacts" USING btree ("company_id","candidate_user_id");--> statement-breakpoint
CREATE INDEX "candidate_profiles_location_idx" ON "candidate_profiles" USING gin (to_tsvector('simple', coalesce("location", '')));--> statement-breakpoint
-- Data: a company that has already published an opportunity has finished its getting-started tour
-- (docs/decisions.md 15). Written by hand after `drizzle-kit generate`; the snapshot is unaffected.
UPDATE "companies" SET "demo_completed" = true WHERE "demo_completed" = false AND EXISTS (SELECT 1 FROM "opportunities" WHERE "opportunities"."company_id" = "companies"."id" AND "opportunities"."published_at" IS NOT NULL);
