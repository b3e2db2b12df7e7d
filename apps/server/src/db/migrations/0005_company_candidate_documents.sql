CREATE TABLE "company_candidate_documents" (
	"company_id" bigint NOT NULL,
	"candidate_user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"document" "tsvector",
	CONSTRAINT "company_candidate_documents_company_id_candidate_user_id_pk" PRIMARY KEY("company_id","candidate_user_id")
);
--> statement-breakpoint
ALTER TABLE "company_candidate_documents" ADD CONSTRAINT "company_candidate_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_candidate_documents" ADD CONSTRAINT "company_candidate_documents_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_candidate_documents_candidate_idx" ON "company_candidate_documents" USING btree ("candidate_user_id");--> statement-breakpoint
-- Written by hand after `drizzle-kit generate` (the snapshot is unaffected): the database keeps
-- company_candidate_documents in step with applications, profiles and accounts, whatever writes them
-- (services, seeds, bulk inserts). Statement-level triggers with transition tables: a bulk insert of
-- applications costs one set-based insert, not one per row.
CREATE FUNCTION "company_candidate_documents_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "company_candidate_documents" ("company_id", "candidate_user_id", "name", "email", "document")
  SELECT DISTINCT ON (n."company_id", n."candidate_user_id")
    n."company_id", n."candidate_user_id", u."first_name" || ' ' || u."last_name", u."email", p."search_vector"
  FROM "new_applications" n
  JOIN "users" u ON u."id" = n."candidate_user_id"
  LEFT JOIN "candidate_profiles" p ON p."user_id" = n."candidate_user_id"
  ON CONFLICT ("company_id", "candidate_user_id") DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applications_company_candidate_documents" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS "new_applications" FOR EACH STATEMENT EXECUTE FUNCTION "company_candidate_documents_add"();
--> statement-breakpoint
CREATE FUNCTION "company_candidate_documents_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "company_candidate_documents" d SET "document" = p."search_vector"
  FROM "changed_profiles" p
  WHERE d."candidate_user_id" = p."user_id" AND d."document" IS DISTINCT FROM p."search_vector";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "candidate_profiles_insert_company_candidate_documents" AFTER INSERT ON "candidate_profiles"
  REFERENCING NEW TABLE AS "changed_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "company_candidate_documents_profile"();
--> statement-breakpoint
CREATE TRIGGER "candidate_profiles_update_company_candidate_documents" AFTER UPDATE ON "candidate_profiles"
  REFERENCING NEW TABLE AS "changed_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "company_candidate_documents_profile"();
--> statement-breakpoint
CREATE FUNCTION "company_candidate_documents_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "company_candidate_documents" d
  SET "name" = u."first_name" || ' ' || u."last_name", "email" = u."email"
  FROM "changed_users" u
  WHERE d."candidate_user_id" = u."id"
    AND (d."name", d."email") IS DISTINCT FROM (u."first_name" || ' ' || u."last_name", u."email");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_update_company_candidate_documents" AFTER UPDATE ON "users"
  REFERENCING NEW TABLE AS "changed_users" FOR EACH STATEMENT EXECUTE FUNCTION "company_candidate_documents_user"();
--> statement-breakpoint
INSERT INTO "company_candidate_documents" ("company_id", "candidate_user_id", "name", "email", "document")
SELECT DISTINCT ON (a."company_id", a."candidate_user_id")
  a."company_id", a."candidate_user_id", u."first_name" || ' ' || u."last_name", u."email", p."search_vector"
FROM "applications" a
JOIN "users" u ON u."id" = a."candidate_user_id"
LEFT JOIN "candidate_profiles" p ON p."user_id" = a."candidate_user_id"
ON CONFLICT ("company_id", "candidate_user_id") DO NOTHING;
