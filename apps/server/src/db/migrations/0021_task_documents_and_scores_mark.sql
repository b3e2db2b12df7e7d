ALTER TABLE "onboarding_tasks" ADD COLUMN "document_file_id" bigint;--> statement-breakpoint
ALTER TABLE "onboarding_tasks" ADD CONSTRAINT "onboarding_tasks_document_file_id_model_has_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."model_has_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: the company candidate list shows "scores needed" per application (an interview of
-- it with rating_state needs_scores), so a change of it raises companies.candidates_version like
-- the other triggers of migration 0007 (the list's page cache, decision 020).
CREATE FUNCTION "company_candidates_interviews_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "company_candidates_bump"(ARRAY(
      SELECT DISTINCT "company_id" FROM "new_rows" WHERE "rating_state" = 'needs_scores'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "company_candidates_bump"(ARRAY(
      SELECT DISTINCT "company_id" FROM "old_rows" WHERE "rating_state" = 'needs_scores'));
  ELSE
    PERFORM "company_candidates_bump"(ARRAY(
      SELECT n."company_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE n."rating_state" IS DISTINCT FROM o."rating_state"
         OR (n."application_id" IS DISTINCT FROM o."application_id" AND n."rating_state" = 'needs_scores')
      UNION
      SELECT o."company_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE n."application_id" IS DISTINCT FROM o."application_id" AND o."rating_state" = 'needs_scores'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "interviews_insert_company_candidates_version" AFTER INSERT ON "interviews"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_candidates_interviews_changed"();
--> statement-breakpoint
CREATE TRIGGER "interviews_update_company_candidates_version" AFTER UPDATE ON "interviews"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_candidates_interviews_changed"();
--> statement-breakpoint
CREATE TRIGGER "interviews_delete_company_candidates_version" AFTER DELETE ON "interviews"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_candidates_interviews_changed"();
