ALTER TABLE "companies" ADD COLUMN "candidates_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand after `drizzle-kit generate` (the snapshot is unaffected): statement-level triggers
-- raise companies.candidates_version whenever something a company's candidate list shows or searches
-- changes, whoever writes it (services, seeds, bulk inserts, cascades). Companies are locked in id
-- order, so two statements touching the same companies cannot deadlock on them, and with NO KEY
-- UPDATE, the lock an UPDATE of a non-key column takes anyway: it does not wait for the KEY SHARE
-- locks that inserting applications hold on their company (foreign key), which deadlocked with two
-- applications to one company inserted at once.
CREATE FUNCTION "company_candidates_bump"("company_ids" bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "companies" c SET "candidates_version" = c."candidates_version" + 1
  FROM (SELECT "id" FROM "companies" WHERE "id" = ANY("company_ids") ORDER BY "id" FOR NO KEY UPDATE) locked
  WHERE c."id" = locked."id";
$$;
--> statement-breakpoint
-- Every company these people applied to (one search document per company and person).
CREATE FUNCTION "company_candidates_bump_people"("user_ids" bigint[]) RETURNS void LANGUAGE sql AS $$
  SELECT "company_candidates_bump"(ARRAY(
    SELECT DISTINCT "company_id" FROM "company_candidate_documents" WHERE "candidate_user_id" = ANY("user_ids")));
$$;
--> statement-breakpoint
CREATE FUNCTION "company_candidates_applications_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "company_candidates_bump"(ARRAY(SELECT DISTINCT "company_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "company_candidates_bump"(ARRAY(SELECT DISTINCT "company_id" FROM "old_rows"));
  ELSE
    PERFORM "company_candidates_bump"(ARRAY(
      SELECT "company_id" FROM "new_rows" UNION SELECT "company_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applications_insert_company_candidates_version" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_candidates_applications_changed"();
--> statement-breakpoint
CREATE TRIGGER "applications_update_company_candidates_version" AFTER UPDATE ON "applications"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_candidates_applications_changed"();
--> statement-breakpoint
CREATE TRIGGER "applications_delete_company_candidates_version" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_candidates_applications_changed"();
--> statement-breakpoint
-- A person's name, email or avatar: every company they applied to.
CREATE FUNCTION "company_candidates_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "company_candidates_bump_people"(ARRAY(
    SELECT n."id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE (n."first_name", n."last_name", n."email", n."avatar_path")
      IS DISTINCT FROM (o."first_name", o."last_name", o."email", o."avatar_path")));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_update_company_candidates_version" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_candidates_users_changed"();
--> statement-breakpoint
-- A profile's headline, location or search document (a new profile too): every company the person applied to.
CREATE FUNCTION "company_candidates_profiles_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "company_candidates_bump_people"(ARRAY(SELECT "user_id" FROM "new_rows"));
  ELSE
    PERFORM "company_candidates_bump_people"(ARRAY(
      SELECT n."user_id" FROM "new_rows" n JOIN "old_rows" o ON o."user_id" = n."user_id"
      WHERE (n."headline", n."location", n."search_vector")
        IS DISTINCT FROM (o."headline", o."location", o."search_vector")));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "candidate_profiles_insert_company_candidates_version" AFTER INSERT ON "candidate_profiles"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_candidates_profiles_changed"();
--> statement-breakpoint
CREATE TRIGGER "candidate_profiles_update_company_candidates_version" AFTER UPDATE ON "candidate_profiles"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_candidates_profiles_changed"();
--> statement-breakpoint
-- An opportunity's title.
CREATE FUNCTION "company_candidates_opportunities_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "company_candidates_bump"(ARRAY(
    SELECT DISTINCT n."company_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE n."title" IS DISTINCT FROM o."title" OR n."company_id" IS DISTINCT FROM o."company_id"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "opportunities_update_company_candidates_version" AFTER UPDATE ON "opportunities"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_candidates_opportunities_changed"();
--> statement-breakpoint
-- A pipeline step's name.
CREATE FUNCTION "company_candidates_steps_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "company_candidates_bump"(ARRAY(
    SELECT DISTINCT op."company_id"
    FROM "new_rows" n
    JOIN "old_rows" o ON o."id" = n."id"
    JOIN "opportunities" op ON op."id" = n."opportunity_id"
    WHERE n."name" IS DISTINCT FROM o."name"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pipeline_steps_update_company_candidates_version" AFTER UPDATE ON "pipeline_steps"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_candidates_steps_changed"();
