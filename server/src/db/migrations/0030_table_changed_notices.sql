-- "This table changed": a NOTIFY on table_changed, its payload the table's name, at the commit of any
-- change to a table whose answers a server keeps between changes (server/src/http/keptAnswers.ts).
-- Every replica hears it and forgets the answers it read from that table. A table takes part by
-- having the trigger notify_table_changed (a domain's migration adds it to the domain's own tables);
-- the server reads which tables have it when it starts. PostgreSQL sends one notice per transaction
-- and table however many statements raise it.
CREATE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notify_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER notify_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON accounts
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER notify_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON account_users
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER notify_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON membership_counts
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER notify_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON member_counts
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER notify_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON apps
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER notify_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app_instances
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
