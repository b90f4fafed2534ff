CREATE TABLE "app_counts" (
	"developer_account_id" integer NOT NULL,
	"type" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "app_counts_developer_account_id_type_pk" PRIMARY KEY("developer_account_id","type")
);
--> statement-breakpoint
CREATE TABLE "member_counts" (
	"account_id" integer NOT NULL,
	"status" text NOT NULL,
	"user_type" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "member_counts_account_id_status_user_type_pk" PRIMARY KEY("account_id","status","user_type")
);
--> statement-breakpoint
-- The triggers keep both tables in step with their rows (inserts, deletes incl. cascades, and changes
-- of the counted columns), then fill them from the rows that already exist. A group that empties is
-- removed, so a deleted account leaves nothing behind (no foreign key: cascades would race the trigger).
CREATE FUNCTION member_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE member_counts SET n = n - 1
    WHERE account_id = OLD.account_id AND status = OLD.status AND user_type = OLD.user_type;
    DELETE FROM member_counts
    WHERE account_id = OLD.account_id AND status = OLD.status AND user_type = OLD.user_type AND n <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO member_counts (account_id, status, user_type, n) VALUES (NEW.account_id, NEW.status, NEW.user_type, 1)
    ON CONFLICT (account_id, status, user_type) DO UPDATE SET n = member_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER member_counts_track
AFTER INSERT OR DELETE OR UPDATE OF account_id, status, user_type ON account_users
FOR EACH ROW EXECUTE FUNCTION member_counts_track();
--> statement-breakpoint
INSERT INTO member_counts (account_id, status, user_type, n)
SELECT account_id, status, user_type, count(*) FROM account_users GROUP BY account_id, status, user_type;
--> statement-breakpoint
CREATE FUNCTION app_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.developer_account_id IS NOT NULL THEN
    UPDATE app_counts SET n = n - 1 WHERE developer_account_id = OLD.developer_account_id AND type = OLD.type;
    DELETE FROM app_counts WHERE developer_account_id = OLD.developer_account_id AND type = OLD.type AND n <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.developer_account_id IS NOT NULL THEN
    INSERT INTO app_counts (developer_account_id, type, n) VALUES (NEW.developer_account_id, NEW.type, 1)
    ON CONFLICT (developer_account_id, type) DO UPDATE SET n = app_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER app_counts_track
AFTER INSERT OR DELETE OR UPDATE OF developer_account_id, type ON apps
FOR EACH ROW EXECUTE FUNCTION app_counts_track();
--> statement-breakpoint
INSERT INTO app_counts (developer_account_id, type, n)
SELECT developer_account_id, type, count(*) FROM apps WHERE developer_account_id IS NOT NULL GROUP BY developer_account_id, type;
