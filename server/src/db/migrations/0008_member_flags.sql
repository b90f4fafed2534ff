-- An account user's membership with their console flags (the tenant guard's question, asked on every
-- guarded request): the roles assigned in the account's AdminApp instance, else AdminApp's default
-- roles for the user type. A function so that its plan is made once per connection: every lookup is
-- by a unique key, so the generic plan is the right one, and planning these joins cost more than
-- running them.
CREATE FUNCTION member_flags(p_account_id integer, p_user_id integer, p_admin_app text)
RETURNS TABLE (account_user_id integer, user_type text, status text, instance_id integer, flags text[])
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN QUERY
    WITH member AS (
      SELECT au.id, au.user_type, au.status FROM account_users au
      WHERE au.account_id = p_account_id AND au.user_id = p_user_id
    ), admin_instance AS (
      SELECT ai.id, ai.app_id FROM app_instances ai JOIN apps a ON a.id = ai.app_id
      WHERE ai.account_id = p_account_id AND a.name = p_admin_app
    ), assigned AS (
      SELECT aur.app_instance_role_id, aur.app_default_user_role_id
      FROM account_user_roles aur JOIN member m ON aur.account_user_id = m.id JOIN admin_instance i ON aur.app_instance_id = i.id
    ), default_roles AS (
      SELECT dr.id FROM app_default_user_roles dr JOIN admin_instance i ON dr.app_id = i.app_id JOIN member m ON dr.user_type = m.user_type
      WHERE NOT EXISTS (SELECT 1 FROM assigned)
    ), granted AS (
      SELECT p.permission_name FROM app_instance_role_permissions irp JOIN app_permissions p ON p.id = irp.app_permission_id
      WHERE irp.app_instance_role_id IN (SELECT a.app_instance_role_id FROM assigned a)
      UNION
      SELECT p.permission_name FROM app_default_user_role_permissions drp JOIN app_permissions p ON p.id = drp.app_permission_id
      WHERE drp.app_default_user_roles_id IN (SELECT a.app_default_user_role_id FROM assigned a UNION SELECT d.id FROM default_roles d)
    )
    SELECT m.id, m.user_type, m.status, i.id,
      CASE WHEN i.id IS NULL THEN NULL ELSE array(SELECT g.permission_name FROM granted g ORDER BY g.permission_name) END
    FROM member m LEFT JOIN admin_instance i ON true;
END $$;
