-- The parameters table was created by the platform's core migrations (server/src/db/migrations, up to
-- 0027), written before domains and plugins kept their own; this package's first migration starts its
-- snapshot from that table and adds the parameters a new platform starts with. A database that has
-- them keeps its values: an edited default is never overwritten.
INSERT INTO "app_parameters" ("parameter_name", "parameter_value", "description")
VALUES ('idleTime', '600', 'Seconds of inactivity before the console ends the session')
ON CONFLICT DO NOTHING;
