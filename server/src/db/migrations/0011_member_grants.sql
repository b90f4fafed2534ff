-- What members hold in an app instance, and why (the roles domain's effectivePermissions.ts): the
-- roles assigned to each member in the instance (custom or default), else the app's default roles
-- for the member's user type (the rules of member_flags), one row per held role, then one row per
-- held permission with the ids of the roles granting it. p_account_user_id: that member only (any
-- status), else every ACTIVE member of the instance's account; p_permission_id: only that
-- permission and its holders. A function so that its plan is made once per connection.
CREATE FUNCTION member_grants(p_instance_id integer, p_account_user_id integer, p_permission_id integer)
RETURNS TABLE (
  account_user_id integer, user_type text, kind text, role_id integer, role_name text, assigned boolean,
  permission_id integer, permission_name text, display_label text, instance_roles integer[], default_roles integer[]
)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  v_members integer[];
BEGIN
  IF p_account_user_id IS NOT NULL THEN
    v_members := ARRAY[p_account_user_id];
  ELSE
    SELECT array_agg(au.id) INTO v_members FROM account_users au JOIN app_instances ai ON ai.account_id = au.account_id
    WHERE ai.id = p_instance_id AND au.status = 'ACTIVE';
  END IF;
  RETURN QUERY
    WITH inst AS (
      SELECT ai.id, ai.app_id, ai.account_id FROM app_instances ai WHERE ai.id = p_instance_id
    ), members AS (
      SELECT au.id, au.user_type FROM account_users au JOIN inst ON au.account_id = inst.account_id WHERE au.id = ANY (v_members)
    ), assigned AS (
      SELECT aur.account_user_id, aur.app_instance_role_id, aur.app_default_user_role_id
      FROM account_user_roles aur JOIN members m ON m.id = aur.account_user_id
      WHERE aur.app_instance_id = p_instance_id
    ), held AS (
      SELECT a.account_user_id, 'instance'::text AS kind, ir.id AS role_id, ir.role_name, true AS assigned
      FROM assigned a JOIN app_instance_roles ir ON ir.id = a.app_instance_role_id
      UNION
      SELECT a.account_user_id, 'default'::text, dr.id, dr.role_name, true
      FROM assigned a JOIN app_default_user_roles dr ON dr.id = a.app_default_user_role_id
      UNION
      SELECT m.id, 'default'::text, dr.id, dr.role_name, false
      FROM members m JOIN inst ON true JOIN app_default_user_roles dr ON dr.app_id = inst.app_id AND dr.user_type = m.user_type
      WHERE NOT EXISTS (SELECT 1 FROM assigned a WHERE a.account_user_id = m.id)
    ), granted AS (
      SELECT h.account_user_id, h.kind, h.role_id, coalesce(irp.app_permission_id, drp.app_permission_id) AS permission_id
      FROM held h
      LEFT JOIN app_instance_role_permissions irp ON h.kind = 'instance' AND irp.app_instance_role_id = h.role_id
      LEFT JOIN app_default_user_role_permissions drp ON h.kind = 'default' AND drp.app_default_user_roles_id = h.role_id
    )
    SELECT h.account_user_id, m.user_type, h.kind, h.role_id, h.role_name, h.assigned,
      NULL::int, NULL::text, NULL::text, NULL::int[], NULL::int[]
    FROM held h JOIN members m ON m.id = h.account_user_id
    WHERE p_permission_id IS NULL
      OR h.account_user_id IN (SELECT g.account_user_id FROM granted g WHERE g.permission_id = p_permission_id)
    UNION ALL
    SELECT a.account_user_id, NULL::text, NULL::text, NULL::int, NULL::text, NULL::boolean, p.id, p.permission_name, p.display_label,
      a.instance_roles, a.default_roles
    FROM (
      -- Grouped before the permission's columns are joined: a hash aggregate, no sort of every link.
      SELECT g.account_user_id, g.permission_id,
        array_agg(g.role_id) FILTER (WHERE g.kind = 'instance') AS instance_roles,
        array_agg(g.role_id) FILTER (WHERE g.kind = 'default') AS default_roles
      FROM granted g WHERE p_permission_id IS NULL OR g.permission_id = p_permission_id
      GROUP BY g.account_user_id, g.permission_id
    ) a JOIN app_permissions p ON p.id = a.permission_id;
END $$;
