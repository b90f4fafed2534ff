-- The portal's tab totals are read by the apps list, whose answers a server keeps between changes:
-- their changes raise the platform's table_changed notice (core migration 0030).
CREATE TRIGGER notify_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app_counts
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
