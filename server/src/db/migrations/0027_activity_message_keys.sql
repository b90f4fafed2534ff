ALTER TABLE "activity_traces" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "activity_traces" ADD COLUMN "message_params" jsonb;--> statement-breakpoint
-- One name per kind of activity (contract/activityLogRules.ts ACTIVITY_TYPES): older traces take their kind's name.
UPDATE "activity_traces" SET "type" = CASE "type"
  WHEN 'developerApps' THEN 'app'
  WHEN 'myApps' THEN 'app'
  WHEN 'parameters' THEN 'parameter'
  WHEN 'uiTexts' THEN 'uiText'
  WHEN 'apiKeys' THEN 'apiKey'
  WHEN 'roles' THEN 'role'
  WHEN 'instanceRole' THEN 'role'
  WHEN 'defaultRole' THEN 'role'
  WHEN 'memberRoles' THEN 'role'
  WHEN 'accounts' THEN 'account'
  WHEN 'account-users' THEN 'accountUser'
  WHEN 'user-invitations' THEN 'invitation'
  WHEN 'pageTemplates' THEN 'pageTemplate'
  WHEN 'instanceTemplates' THEN 'instanceTemplate'
  WHEN 'templatePages' THEN 'templatePage'
  WHEN 'emailTemplates' THEN 'emailTemplate'
  WHEN 'databases' THEN 'database'
END
WHERE "type" IN ('developerApps', 'myApps', 'parameters', 'uiTexts', 'apiKeys', 'roles', 'instanceRole', 'defaultRole', 'memberRoles',
  'accounts', 'account-users', 'user-invitations', 'pageTemplates', 'instanceTemplates', 'templatePages', 'emailTemplates', 'databases');
