-- Keeps membership_counts in step with account_users (inserts, deletes incl. cascades, and
-- changes of user or status), then fills it from the memberships that already exist.
CREATE FUNCTION membership_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE membership_counts SET n = n - 1 WHERE user_id = OLD.user_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO membership_counts (user_id, status, n) VALUES (NEW.user_id, NEW.status, 1)
    ON CONFLICT (user_id, status) DO UPDATE SET n = membership_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER membership_counts_track
AFTER INSERT OR DELETE OR UPDATE OF user_id, status ON account_users
FOR EACH ROW EXECUTE FUNCTION membership_counts_track();
--> statement-breakpoint
INSERT INTO membership_counts (user_id, status, n)
SELECT user_id, status, count(*) FROM account_users GROUP BY user_id, status
ON CONFLICT (user_id, status) DO UPDATE SET n = EXCLUDED.n;
