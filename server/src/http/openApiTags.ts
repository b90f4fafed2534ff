// The tags of the OpenAPI document: one per domain (server/src/domains/<domain>, contract/<domain>*.ts),
// the first segment of its operations' names (http/openApiOperations.ts). The order is the one readers
// meet them in, by service (DESIGN §3: auth, account, developerApp, manage, ...): the document's
// `x-tagGroups`, which the API Documents page offers as services, follow it and it opens the first.
/** The services (contract/services.ts) in the order the document's tag groups take. */
export const OPENAPI_SERVICE_ORDER = ['auth', 'account', 'developerApp', 'manage', 'parameter', 'connector', 'database', 'dataExport', 'storage', 'tracking', 'ai'];

export const OPENAPI_TAGS = [
  { name: 'session', description: 'Signing in with a password and the two-factor step, refreshing tokens, signing out; the API version and token checks' },
  { name: 'registration', description: 'Registering, verifying the email address, asking for access, resetting a forgotten password' },
  { name: 'singleSignOn', description: 'Signing in and up through an identity provider (OpenID Connect, Facebook, LinkedIn)' },
  { name: 'profile', description: 'The signed-in user: their details, password and two-factor authentication' },
  { name: 'notifications', description: 'The bell: notifications, their live stream, and requests for access to an account' },
  { name: 'liveChanges', description: 'The records changed in an account, followed live by open consoles to read their lists again, and the edit locks of records being edited' },
  { name: 'myApps', description: 'Opening a subscribed app: its one-time sign-in code, and the demo app it lands on' },
  { name: 'accounts', description: 'Accounts: the caller’s memberships, the default account, creating and changing an account' },
  { name: 'users', description: 'An account’s members, their invitations and the answers to them' },
  { name: 'dashboard', description: 'The account’s dashboard figures' },
  { name: 'developerPortal', description: 'Apps, services and connectors an account develops, their modules, settings forms and instances’ settings' },
  { name: 'marketplace', description: 'Published apps and the account’s subscriptions to them' },
  { name: 'roles', description: 'App permissions, default roles, instance roles and the roles members hold' },
  { name: 'uiTexts', description: 'UI texts (labels) of apps and of app instances, and the labels the console loads' },
  { name: 'apiKeys', description: 'API keys of app instances: generated, listed, rolled, revoked and verified' },
  { name: 'pageTemplates', description: 'Page templates, their draft and published pages, their history and preview frame' },
  { name: 'emailTemplates', description: 'Email templates of apps and of app instances' },
  { name: 'apiDocuments', description: 'This OpenAPI document' },
  { name: 'connectors', description: 'Connector APIs, the instances that use them, and their test calls' },
  { name: 'databases', description: 'Database connections, browsing them, data migration and container files' },
  { name: 'dataExport', description: 'Exporting tables to spreadsheets, and the export jobs' },
  { name: 'storage', description: 'Uploaded images' },
  { name: 'tracking', description: 'Activity traces the console posts' },
  { name: 'activityLog', description: 'The account’s activity log: listed, filtered, read one by one and exported' },
  { name: 'aiAssistant', description: 'The AI code assistant (an OpenAI-compatible chat completion, proxied)' },
];
