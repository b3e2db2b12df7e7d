ALTER TABLE "user_calendars" ADD COLUMN "busy_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written: statement-level triggers raise user_calendars.busy_version of every user whose rows
-- in interview_interviewers a statement inserts, updates or deletes, whoever writes them (services,
-- seeds, bulk inserts, cascades); the free-slot search reuses busy time read at the same versions
-- (decision 125). A user without a calendar row gets one. Users are taken in id order, the order
-- bookings lock these rows in (decision 044), so two statements cannot deadlock on them; a user
-- being deleted (whose rows go by cascade) is skipped, since their calendar row goes too.
CREATE FUNCTION "interviewer_busy_bump"("user_ids" bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "user_calendars" AS c ("user_id", "busy_version")
  SELECT u."id", 1 FROM "users" u WHERE u."id" = ANY("user_ids") ORDER BY u."id"
  ON CONFLICT ("user_id") DO UPDATE SET "busy_version" = c."busy_version" + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION "interview_interviewers_busy_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "interviewer_busy_bump"(ARRAY(SELECT DISTINCT "user_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "interviewer_busy_bump"(ARRAY(SELECT DISTINCT "user_id" FROM "old_rows"));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "interviewer_busy_bump"(ARRAY(
      SELECT "user_id" FROM "new_rows" UNION SELECT "user_id" FROM "old_rows"));
  ELSE
    -- TRUNCATE has no transition tables: every version moves.
    UPDATE "user_calendars" SET "busy_version" = "busy_version" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "interview_interviewers_insert_busy_version" AFTER INSERT ON "interview_interviewers"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "interview_interviewers_busy_changed"();
--> statement-breakpoint
CREATE TRIGGER "interview_interviewers_update_busy_version" AFTER UPDATE ON "interview_interviewers"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "interview_interviewers_busy_changed"();
--> statement-breakpoint
CREATE TRIGGER "interview_interviewers_delete_busy_version" AFTER DELETE ON "interview_interviewers"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "interview_interviewers_busy_changed"();
--> statement-breakpoint
CREATE TRIGGER "interview_interviewers_truncate_busy_version" AFTER TRUNCATE ON "interview_interviewers"
  FOR EACH STATEMENT EXECUTE FUNCTION "interview_interviewers_busy_changed"();
