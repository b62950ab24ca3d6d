-- Every change to what a user's dashboard shows (their row, their credits ledger, their payments)
-- notifies channel rewright_user_changed with the user's id, whoever writes it: this server, another
-- instance on the same database, or an operator in psql. Each server LISTENs and evicts that user
-- from its in-memory dashboard cache (apps/server/src/dashboard/). NOTIFY is sent at commit, never
-- for a rolled-back write; identical payloads in one transaction arrive once. A TRUNCATE notifies
-- '*': forget every user. TG_ARGV[0] names the column holding the user id.
CREATE OR REPLACE FUNCTION "rewright_notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('rewright_user_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed := to_jsonb(NEW) ->> TG_ARGV[0];
    IF changed IS NOT NULL THEN PERFORM pg_notify('rewright_user_changed', changed); END IF;
  END IF;
  -- An update that moves a row to another user changes the old user's figures too.
  IF TG_OP <> 'INSERT' THEN
    changed := to_jsonb(OLD) ->> TG_ARGV[0];
    IF changed IS NOT NULL THEN PERFORM pg_notify('rewright_user_changed', changed); END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_notify_user_changed" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "rewright_notify_user_changed"('id');--> statement-breakpoint
CREATE TRIGGER "users_notify_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "rewright_notify_user_changed"('id');--> statement-breakpoint
CREATE TRIGGER "credit_ledger_notify_user_changed" AFTER INSERT OR UPDATE OR DELETE ON "credit_ledger"
  FOR EACH ROW EXECUTE FUNCTION "rewright_notify_user_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "credit_ledger_notify_truncate" AFTER TRUNCATE ON "credit_ledger"
  FOR EACH STATEMENT EXECUTE FUNCTION "rewright_notify_user_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "payments_notify_user_changed" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "rewright_notify_user_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "payments_notify_truncate" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "rewright_notify_user_changed"('user_id');
