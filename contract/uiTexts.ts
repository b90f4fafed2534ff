// An app's UI properties (developer-portal.md §3, §7 "UI properties"): translatable texts; AdminApp's
// are the console's labels.
import { Type, type Static } from 'typebox';
import { Id } from './wireTypes';

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
