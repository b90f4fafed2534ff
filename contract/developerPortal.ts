// The developer portal's wire shapes: apps, services and connectors (developer-portal.md §3, §5).
// The TypeBox schemas give types and lengths (and the OpenAPI); the server's appFields.ts adds the
// rules whose messages the console shows.
import { Type, type Static } from 'typebox';
import { Id, JsonObject, Nullable } from './wireTypes';
import { pagedResponse, pageQuery, sortFieldQuery } from './pagingSchemas';

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const DESCRIPTION_MAX = 20_000;
/** Types an account may register through the portal; DeveloperApp is registered by its own rule. */
export const APP_TYPES = ['app', 'service', 'connector', 'module', 'addModule'] as const;
export type AppType = (typeof APP_TYPES)[number];
export const LOGO_TYPES = ['URL', 'IMAGE', 'FONTAWESOME'] as const;
export const STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const PUBLISHED_VALUES = ['PUBLISHED', 'UNPUBLISHED'] as const;

export const AppView = Type.Object({
  id: Type.Integer(),
  appId: NullableString,
  name: Type.String(),
  description: NullableString,
  logo: NullableString,
  logoType: NullableString,
  favicon: NullableString,
  accessUrl: NullableString,
  published: Type.Union([Type.Enum([...PUBLISHED_VALUES]), Type.Null()], { description: 'null means Not Published' }),
  mode: NullableString,
  type: Type.String(),
  status: Type.String(),
  stopNewSubscriptions: Type.Boolean(),
  settingsSchema: Type.Unknown(),
  settingsDefaultValues: Type.Unknown(),
  userCreated: Type.Union([Type.Integer(), Type.Null()]),
  userUpdated: Type.Union([Type.Integer(), Type.Null()]),
  parentAppId: Type.Union([Type.Integer(), Type.Null()]),
  developerAccountId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type AppView = Static<typeof AppView>;

const optionalText = (maxLength: number, description?: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength, description }), Type.Null()]));

/**
 * Register and update body. Every field is optional on update (react-admin sends the whole record
 * back; the publish and stop-new-subscriptions toggles send one field); unknown ones are ignored.
 */
export const AppBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 1000, description: '1 to 249 characters, unique' })),
  description: optionalText(DESCRIPTION_MAX, 'HTML; scripts and event handlers are removed'),
  logo: optionalText(2048, 'An http(s) URL or a storage path (IMAGE), or an icon name (FONTAWESOME)'),
  logoType: Type.Optional(Type.Union([Type.Enum([...LOGO_TYPES]), Type.Null()])),
  favicon: optionalText(2048, 'An http(s) URL or a storage path'),
  accessUrl: optionalText(2048, 'An http(s) URL'),
  published: Type.Optional(Type.Union([Type.Enum([...PUBLISHED_VALUES]), Type.Null()])),
  mode: optionalText(50),
  type: Type.Optional(Type.String({ maxLength: 50, description: `${APP_TYPES.join(', ')} or DeveloperApp` })),
  status: Type.Optional(Type.Enum([...STATUSES])),
  stopNewSubscriptions: Type.Optional(Type.Boolean()),
  parentAppId: Type.Optional(Type.Union([Id(), Type.Null()])),
});
export type AppBody = Static<typeof AppBody>;

/** GET /developerApp: the account's developer app and whether the account subscribes to it (the portal). */
export const DeveloperAppStatus = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  subscribed: Type.Boolean({ description: 'The account holds an ACTIVE instance: the developer portal is available' }),
  appInstanceId: Type.Union([Type.Integer(), Type.Null()]),
  subscriptionTerm: Type.Union([Type.String(), Type.Null()]),
});
export type DeveloperAppStatus = Static<typeof DeveloperAppStatus>;

export const AppIdParams = Type.Object({ id: Id({ description: 'App id' }) });
export const AppMessageResponse = Type.Object({ message: Type.String(), data: AppView });
export const MessageResponse = Type.Object({ message: Type.String() });

export const APP_SORT_FIELDS = ['name', 'type', 'mode', 'status', 'published', 'logoType', 'createdAt', 'updatedAt', 'id'] as const;
const AccountIdQuery = Type.Optional(Id({ description: 'The accountId header’s account (checked)' }));

/** GET /apps: the account's own items of one type, or an app's modules. */
export const AppListQuery = Type.Object({
  accountId: AccountIdQuery,
  parentAppId: Type.Optional(Id({ description: 'List the modules of this app' })),
  type: Type.Optional(Type.String({ minLength: 1, maxLength: 50, description: 'app (default), service, connector, module, addModule' })),
  ...pageQuery,
  ...sortFieldQuery(APP_SORT_FIELDS),
});
export const AppPage = pagedResponse(AppView);

export const DeveloperAppQuery = Type.Object({
  appName: Type.String({ minLength: 1, maxLength: 250, description: 'DeveloperApp_{accountId}' }),
  accountId: AccountIdQuery,
});

/** GET /parent-app: a platform app by name (AdminApp, the parent of developer apps). */
export const ParentAppQuery = Type.Object({ appName: Type.String({ minLength: 1, maxLength: 250 }) });
export const ParentApp = Type.Object({ id: Type.Integer(), name: Type.String() });

/** An app's settings form configuration: a JSON Schema and its default values (§3 Settings). */
export const AppSettings = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  settingsSchema: Nullable(JsonObject),
  settingsDefaultValues: Nullable(JsonObject),
});
export type AppSettings = Static<typeof AppSettings>;

/** An app instance's settings form and its values. */
export const InstanceSettings = Type.Object({
  appInstanceId: Type.Integer(),
  appId: Type.Integer(),
  appName: Type.String(),
  type: Type.String(),
  settingsSchema: Nullable(JsonObject),
  settingsDefaultValues: Nullable(JsonObject),
  settingsValues: Nullable(JsonObject),
  customSettings: Nullable(JsonObject),
});
export type InstanceSettings = Static<typeof InstanceSettings>;

export const AppSettingsParams = Type.Object({ id: Id() });
export const InstanceSettingsParams = Type.Object({ appInstanceId: Id() });

export const AppSettingsBody = Type.Object({
  settingsSchema: JsonObject,
  settingsDefaultValues: Type.Optional(Nullable(JsonObject)),
  userUpdated: Type.Optional(Id({ description: 'Ignored: the caller is recorded' })),
});
export const AppSettingsSaved = Type.Object({ message: Type.String(), data: AppSettings });

export const InstanceSettingsBody = Type.Object({ settingsValues: Type.Optional(JsonObject), customSettings: Type.Optional(Nullable(JsonObject)) });
export const InstanceSettingsSaved = Type.Object({ message: Type.String(), data: InstanceSettings });
