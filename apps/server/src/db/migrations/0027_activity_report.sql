ALTER TABLE "audit_events" ADD COLUMN "kind" text;--> statement-breakpoint
CREATE INDEX "audit_events_company_actor_idx" ON "audit_events" USING btree ("company_id","actor_user_id","created_at");
--> statement-breakpoint
-- hand-written:
-- Retention (decision 107): rows stay append-only, except that the retention job may delete rows
-- older than the cut-off it names for its own transaction (SET LOCAL hireloop.audit_purge_before).
-- Updates are refused always; so is any delete of a row at or after the cut-off, or without one.
CREATE OR REPLACE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cutoff text := current_setting('hireloop.audit_purge_before', true);
BEGIN
  IF TG_OP = 'DELETE' AND cutoff IS NOT NULL AND cutoff <> '' AND OLD.created_at < cutoff::timestamptz THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP;
END;
$$;
