// What the activity log records, declared once for the server and the console: each kind of
// activity with its one name (and the names it had before, which the server still accepts and a
// migration renamed), and each message as a key with parameters. The texts here are English; the
// console shows each key in the reader's language (src/resources/activityLog/messages), and the
// server stores the English text beside the key, for searching, the CSV export and older readers.

/** Each kind of activity: its English label and the names older traces used for it. */
export const ACTIVITY_TYPES = {
  app: { label: 'App', formerly: ['developerApps', 'myApps'] },
  service: { label: 'Service', formerly: [] },
  connector: { label: 'Connector', formerly: [] },
  module: { label: 'Module', formerly: [] },
  addModule: { label: 'Add-on module', formerly: [] },
  DeveloperApp: { label: 'Developer app', formerly: [] },
  developerPortal: { label: 'Developer portal', formerly: [] },
  subscription: { label: 'Subscription', formerly: [] },
  appSettings: { label: 'App settings form', formerly: [] },
  appInstanceSettings: { label: 'Instance settings', formerly: [] },
  parameter: { label: 'Parameter', formerly: ['parameters'] },
  uiText: { label: 'UI text', formerly: ['uiTexts'] },
  apiKey: { label: 'API key', formerly: ['apiKeys'] },
  image: { label: 'Image', formerly: [] },
  permission: { label: 'Permission', formerly: [] },
  role: { label: 'Role', formerly: ['roles', 'instanceRole', 'defaultRole', 'memberRoles'] },
  connectorLink: { label: 'Connector link', formerly: [] },
  connectorApi: { label: 'Connector API', formerly: [] },
  instanceConnectorApi: { label: 'Connector API values', formerly: [] },
  account: { label: 'Account', formerly: ['accounts'] },
  accountUser: { label: 'Member', formerly: ['account-users'] },
  invitation: { label: 'Invitation', formerly: ['user-invitations'] },
  pageTemplate: { label: 'Page template', formerly: ['pageTemplates'] },
  instanceTemplate: { label: 'Instance page template', formerly: ['instanceTemplates'] },
  templatePage: { label: 'Template page', formerly: ['templatePages'] },
  emailTemplate: { label: 'Email template', formerly: ['emailTemplates'] },
  dataExport: { label: 'Data export', formerly: [] },
  database: { label: 'Database', formerly: ['databases'] },
  security: { label: 'Security', formerly: [] },
} as const satisfies Record<string, { label: string; formerly: readonly string[] }>;

export type ActivityType = keyof typeof ACTIVITY_TYPES;

const FORMER_NAMES: ReadonlyMap<string, ActivityType> = new Map(
  (Object.entries(ACTIVITY_TYPES) as [ActivityType, { formerly: readonly string[] }][])
    .flatMap(([kind, { formerly }]) => formerly.map((name) => [name, kind] as const)),
);

/** The kind's one name: a former name gives its kind's, any other name stays as it is. */
export function activityTypeOf(name: string): string {
  return FORMER_NAMES.get(name) ?? name;
}

/**
 * Every message, grouped; `%{name}` marks a parameter. `%{type}` is the kind's label (the
 * console's `change` messages, written for any kind). A group's name is also the kind a trace of
 * it has, unless the trace names another (`change.create` traces a page template's creation).
 */
export const ACTIVITY_MESSAGES = {
  app: {
    registered: 'Developer app %{name} registered',
    created: '%{type} %{name} created',
    updated: '%{type} %{name} updated',
    published: '%{type} %{name} published',
    unpublished: '%{type} %{name} unpublished',
    subscriptionsStopped: 'New subscriptions to %{name} stopped',
    subscriptionsEnabled: 'New subscriptions to %{name} enabled',
    deleted: '%{type} %{name} deleted',
    opened: 'Opened %{name}',
  },
  developerPortal: { subscribed: 'Subscribed to the developer portal' },
  subscription: { subscribed: 'Subscribed to %{name}', unsubscribed: 'Unsubscribed from %{name}' },
  parameter: { created: 'Parameter %{name} added', updated: 'Parameter %{name} changed', deleted: 'Parameter %{name} deleted' },
  uiText: {
    created: 'Text %{name} added to %{app}',
    updated: 'Text %{name} of %{app} changed',
    deleted: 'Text %{name} of %{app} deleted',
    imported: '%{count} texts (%{locale}) of %{app} imported',
    instanceSaved: 'Instance texts saved',
  },
  apiKey: {
    created: 'API key %{name} of %{instance} generated',
    updated: 'API key %{name} of %{instance} renamed',
    revoked: 'API key %{name} of %{instance} revoked',
    rolled: 'API key %{name} of %{instance} rolled',
    deleted: 'API key %{name} of %{instance} deleted',
  },
  image: { uploaded: 'Image uploaded' },
  permission: {
    created: 'Permission %{name} added to %{app}',
    updated: 'Permission %{name} of %{app} updated',
    deleted: 'Permission %{name} deleted from %{app}',
  },
  role: {
    created: 'Role %{name} created',
    renamed: 'Role %{from} renamed %{name}',
    deleted: 'Role %{name} deleted',
    permissionsSet: 'Permissions of role %{name} saved',
    defaultCreated: 'Default role %{name} added to %{app}',
    defaultUpdated: 'Default role %{name} of %{app} updated',
    defaultDeleted: 'Default role %{name} deleted from %{app}',
    defaultPermissionsSet: 'Permissions of default role %{name} of %{app} saved',
    assigned: 'Roles of %{member} updated',
  },
  connectorLink: {
    linked: '%{name} linked to app instance %{instance}',
    removed: '%{name} removed from app instance %{instance}',
  },
  connectorApi: {
    created: 'Connector API %{name} added to %{connector}',
    updated: 'Connector API %{name} updated',
    deleted: 'Connector API %{name} deleted',
    tested: 'Connector API %{name} tested: %{outcome}',
  },
  instanceConnectorApi: { saved: 'Values of connector API %{name} saved for app instance %{instance}' },
  invitation: { sent: 'Invitation sent to %{email}', resent: 'Invitation resent' },
  account: { madeDefault: 'Default account changed' },
  security: {
    tokenSubjectMismatch: 'An access token naming user %{namedUserId} came with a session of user %{sessionUserId}: refused, and that session ended',
  },
  /** The console's changes of any kind (the trace's type names the kind). */
  change: {
    create: '%{type} created',
    update: '%{type} updated',
    delete: '%{type} deleted',
    status: '%{type}: status changed',
    previewImage: '%{type}: preview image saved',
    publish: '%{type} published',
    import: '%{type}: texts imported',
    revoke: '%{type} revoked',
    roll: '%{type} rolled',
    testMail: '%{type}: test mail sent',
    assign: '%{type}: roles assigned',
    migrate: '%{type}: data migration started',
  },
} as const;

type Catalogue = typeof ACTIVITY_MESSAGES;
/** A message's key, `group.name`, e.g. `apiKey.created`. */
export type ActivityMessageKey = { [G in keyof Catalogue]: `${G & string}.${keyof Catalogue[G] & string}` }[keyof Catalogue];
/** The catalogue's shape with texts of another language. */
export type ActivityMessageTexts = { [G in keyof Catalogue]: { [K in keyof Catalogue[G]]: string } };
export type ActivityTypeLabels = { [T in ActivityType]: string };
/** A message's parameters: names and numbers, never a secret. */
export type ActivityParams = Record<string, string | number>;

export const ACTIVITY_TYPE_LABELS = Object.fromEntries(
  Object.entries(ACTIVITY_TYPES).map(([kind, { label }]) => [kind, label]),
) as ActivityTypeLabels;

export const isActivityMessageKey = (key: string): key is ActivityMessageKey => {
  const [group, name] = key.split('.');
  return Object.hasOwn(ACTIVITY_MESSAGES, group) && Object.hasOwn(ACTIVITY_MESSAGES[group as keyof Catalogue], name);
};

/** The key's group and name: the kind and event a trace of it has unless it names others. */
export function keyParts(key: ActivityMessageKey): { group: string; name: string } {
  const [group, name] = key.split('.');
  return { group, name };
}

/** Fills `%{name}` with the parameter (`%{type}` with the kind's label); an unknown one stays. */
export function fillMessage(text: string, params: Record<string, unknown>): string {
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

/** The message's English text, for the stored `message` column. */
export function englishActivityMessage(key: ActivityMessageKey, params: ActivityParams, type: string): string {
  const { group, name } = keyParts(key);
  const text = (ACTIVITY_MESSAGES[group as keyof Catalogue] as Record<string, string>)[name];
  const label = (ACTIVITY_TYPE_LABELS as Record<string, string>)[type] ?? type;
  return fillMessage(text, { type: label, ...params });
}
