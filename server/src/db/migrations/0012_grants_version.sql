-- Every change to who holds which permission in an app instance stamps the instance (or, for an
-- app's permissions and default roles, the app) with the changing transaction's id: the roles
-- domain's effective-permissions cache (grantsCache.ts) keys on both stamps, so any replica sees a
-- change on its next request, whatever code path or cascade made it. A transaction stamps a row
-- once however many rows it writes (the WHERE skips a row it has already stamped).
ALTER TABLE "app_instances" ADD COLUMN "grants_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "grants_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION stamp_instance_grants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE app_instances SET grants_version = txid_current()
  WHERE grants_version <> txid_current() AND id IN (
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.app_instance_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.app_instance_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION stamp_app_grants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE apps SET grants_version = txid_current()
  WHERE grants_version <> txid_current() AND id IN (
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.app_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.app_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A default role's permission rows name the role, not the app.
CREATE FUNCTION stamp_default_role_grants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE apps SET grants_version = txid_current()
  WHERE grants_version <> txid_current() AND id IN (SELECT r.app_id FROM app_default_user_roles r WHERE r.id IN (
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.app_default_user_roles_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.app_default_user_roles_id END));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER account_user_roles_stamp AFTER INSERT OR UPDATE OR DELETE ON account_user_roles
FOR EACH ROW EXECUTE FUNCTION stamp_instance_grants();
--> statement-breakpoint
CREATE TRIGGER app_instance_roles_stamp AFTER INSERT OR UPDATE OR DELETE ON app_instance_roles
FOR EACH ROW EXECUTE FUNCTION stamp_instance_grants();
--> statement-breakpoint
CREATE TRIGGER app_instance_role_permissions_stamp AFTER INSERT OR UPDATE OR DELETE ON app_instance_role_permissions
FOR EACH ROW EXECUTE FUNCTION stamp_instance_grants();
--> statement-breakpoint
CREATE TRIGGER app_permissions_stamp AFTER INSERT OR UPDATE OR DELETE ON app_permissions
FOR EACH ROW EXECUTE FUNCTION stamp_app_grants();
--> statement-breakpoint
CREATE TRIGGER app_default_user_roles_stamp AFTER INSERT OR UPDATE OR DELETE ON app_default_user_roles
FOR EACH ROW EXECUTE FUNCTION stamp_app_grants();
--> statement-breakpoint
CREATE TRIGGER app_default_user_role_permissions_stamp AFTER INSERT OR UPDATE OR DELETE ON app_default_user_role_permissions
FOR EACH ROW EXECUTE FUNCTION stamp_default_role_grants();
