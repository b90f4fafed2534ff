-- "A membership or what it grants may have changed": a NOTIFY on memberships_changed (no payload) at
-- the commit of any change to what member_flags (0008) reads, heard by every replica, which then
-- forgets the memberships it keeps (server/src/security/membershipCache.ts). Role and permission
-- rows need no trigger of their own: each of their changes stamps its instance or app (0012), and
-- that stamp is an update watched here. PostgreSQL sends one notice per transaction however many
-- statements raise it.
CREATE FUNCTION notify_memberships_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('memberships_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER account_users_memberships_changed
AFTER INSERT OR DELETE OR UPDATE OF account_id, user_id, user_type, status ON account_users
FOR EACH STATEMENT EXECUTE FUNCTION notify_memberships_changed();
--> statement-breakpoint
CREATE TRIGGER account_users_truncated_memberships_changed AFTER TRUNCATE ON account_users
FOR EACH STATEMENT EXECUTE FUNCTION notify_memberships_changed();
--> statement-breakpoint
CREATE TRIGGER app_instances_memberships_changed
AFTER INSERT OR DELETE OR UPDATE OF account_id, app_id, grants_version ON app_instances
FOR EACH STATEMENT EXECUTE FUNCTION notify_memberships_changed();
--> statement-breakpoint
CREATE TRIGGER app_instances_truncated_memberships_changed AFTER TRUNCATE ON app_instances
FOR EACH STATEMENT EXECUTE FUNCTION notify_memberships_changed();
--> statement-breakpoint
CREATE TRIGGER apps_memberships_changed
AFTER INSERT OR DELETE OR UPDATE OF name, grants_version ON apps
FOR EACH STATEMENT EXECUTE FUNCTION notify_memberships_changed();
--> statement-breakpoint
CREATE TRIGGER apps_truncated_memberships_changed AFTER TRUNCATE ON apps
FOR EACH STATEMENT EXECUTE FUNCTION notify_memberships_changed();
