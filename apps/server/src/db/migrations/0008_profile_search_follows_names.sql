-- The profile's search document starts with the person's name (weight A). It was rebuilt only when
-- the profile was saved, so a name changed on the account kept matching under the old one. The
-- document is now built by one database function, called by the app after a profile write and by a
-- trigger after a name change on the account, whoever writes it.
CREATE FUNCTION "candidate_profiles_refresh_search_vectors"("user_ids" bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "candidate_profiles" AS p SET "search_vector" =
    setweight(to_tsvector('english', u."first_name" || ' ' || u."last_name"), 'A') ||
    setweight(to_tsvector('english', concat_ws(' ',
      (SELECT string_agg(skill, ' ') FROM jsonb_array_elements_text(p."skills") AS skill),
      p."headline",
      (SELECT string_agg(role, ' ') FROM jsonb_array_elements_text(p."desired_roles") AS role)
    )), 'B') ||
    setweight(to_tsvector('english', coalesce(p."resume_text", '')), 'C')
  FROM "users" AS u
  WHERE u."id" = p."user_id" AND p."user_id" = ANY("user_ids");
$$;
--> statement-breakpoint
CREATE FUNCTION "candidate_profiles_users_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "candidate_profiles_refresh_search_vectors"(ARRAY(
    SELECT n."id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE (n."first_name", n."last_name") IS DISTINCT FROM (o."first_name", o."last_name")));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_update_candidate_profile_search" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "candidate_profiles_users_renamed"();
--> statement-breakpoint
-- Documents built before this migration under a name changed since.
SELECT "candidate_profiles_refresh_search_vectors"(ARRAY(SELECT "user_id" FROM "candidate_profiles"));
