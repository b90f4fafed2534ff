// What a signed-in account user may do (developer-portal.md §7): their permission flags in an app
// and the roles they hold in an app instance; and an app's UI properties (the console's labels).
import { Type, type Static } from 'typebox';
import { Id } from './wireTypes';

export const PermissionListQuery = Type.Object({
  appName: Type.String({ minLength: 1, maxLength: 250 }),
  accountId: Type.Optional(Id({ description: 'Must be the accountId header' })),
  accountUserId: Type.Optional(Id({ description: 'Must be the accountUserId header' })),
});

export const PermissionList = Type.Object({
  appUserRolesPermissions: Type.Record(Type.String(), Type.Boolean(), { description: 'Permission flags, e.g. { "view_apps": true }' }),
  appInstanceId: Type.Integer(),
  appId: Type.Integer(),
});
export type PermissionList = Static<typeof PermissionList>;

export const HeldRolesQuery = Type.Object({ accountUserId: Id(), appInstanceId: Id() });

export const HeldRole = Type.Object({
  id: Type.Integer(),
  roleName: Type.String(),
  kind: Type.Enum(['instance', 'default'], { description: 'A custom role of the instance, or a default role of the app' }),
});
export type HeldRole = Static<typeof HeldRole>;

export const UI_PROPERTY_SORT_FIELDS = ['propertyName', 'id', 'defaultValue'] as const;

export const UiPropertyQuery = {
  appName: Type.Optional(Type.String({ minLength: 1, maxLength: 250, description: 'Defaults to AdminApp' })),
  appId: Type.Optional(Id({ description: 'Instead of appName' })),
  query: Type.Optional(Type.String({ maxLength: 200 })),
  useMongo: Type.Optional(Type.Boolean({ description: 'Accepted for compatibility; ignored' })),
};

export const UiProperty = Type.Object({
  id: Type.Integer(),
  propertyName: Type.String({ description: "The console's i18n key" }),
  defaultValue: Type.Union([Type.String(), Type.Null()]),
  locale: Type.Record(Type.String(), Type.String(), { description: 'Texts by locale: en, fr, sp, jp, ch (rs)' }),
});
export type UiProperty = Static<typeof UiProperty>;
