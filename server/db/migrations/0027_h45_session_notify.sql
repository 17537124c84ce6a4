-- Each API process keeps the sessions it has checked in memory (server/auth/session-cache.ts). Whatever ends or
-- changes one (sign-out, revocation, expiry moved, the person changed, disabled or deleted, an authenticator added or
-- removed) tells every process on commit, on the live updates' channel: {"signedOut": "<user id>"}.
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('record_changes', json_build_object('signedOut', CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('record_changes', json_build_object('signedOut', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OF revoked_at, expires_at, user_id, org_id, token_hash OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER authenticators_changed AFTER INSERT OR UPDATE OR DELETE ON authenticators
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();
