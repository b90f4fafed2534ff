// The services of the OpenAPI document, in the order readers meet them: the API Documents page
// offers them in this order and opens the first. Domains are mounted in folder order, so the paths'
// own order says nothing about which service comes first.
export const OPENAPI_TAGS = [
  { name: 'auth', description: 'Signing in, tokens, two-factor, registration, the signed-in profile' },
  { name: 'account', description: 'Accounts, their members and invitations, the dashboard' },
  { name: 'developerApp', description: 'Apps, subscriptions, roles and permissions, UI texts, API keys' },
  { name: 'manage', description: 'Email templates and the console’s own settings' },
  { name: 'parameter', description: 'App parameters' },
  { name: 'connectors', description: 'Connector APIs and their test calls' },
  { name: 'database', description: 'Database connections, data migration and containers' },
  { name: 'dataExport', description: 'Export tables and their spreadsheets' },
  { name: 'pageTemplates', description: 'Page templates and their pages' },
  { name: 'storage', description: 'Uploaded images' },
  { name: 'tracking', description: 'The activity log' },
  { name: 'ai', description: 'The AI assistant' },
];
