// An app's UI properties (developer-portal.md §3, §7 "UI properties"): translatable texts; AdminApp's
// are the console's labels.
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './wireTypes';
import { UI_TEXT_IMPORT_MAX_KEYS, UI_TEXT_LOCALES, UI_TEXT_MAX, UI_TEXT_NAME_MAX, type UiTextLocale } from './uiTextsRules';
import { pagedResponse, pageQuery, sortFieldQuery, sortParamQuery } from './pagingSchemas';

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
/** An app's active properties (AdminApp's: the console's labels), searched and sorted. */
export const UiPropertyListQuery = Type.Object({ ...UiPropertyQuery, ...sortFieldQuery(UI_PROPERTY_SORT_FIELDS) });
export const UiPropertyPage = pagedResponse(UiProperty);

// An app's texts, as its developer edits them -----------------------------------------------------

export const UI_TEXT_SORT_FIELDS = ['propertyName', 'defaultValue', 'updatedAt', 'id'] as const;

const LocaleTexts = Type.Record(Type.String({ maxLength: 8 }), Type.String({ maxLength: UI_TEXT_MAX + 50 }), {
  description: 'Texts by locale: en, fr, sp, jp, ch', maxProperties: 8,
});
const Problems = Type.Array(Type.Enum(['missing', 'placeholders', 'stale']));

export const UiTextView = Type.Object({
  id: Type.Integer(),
  appId: Type.Integer(),
  propertyName: Type.String(),
  defaultValue: Nullable(Type.String()),
  description: Nullable(Type.String()),
  tag: Type.String(),
  status: Type.String(),
  locale: Type.Record(Type.String(), Type.String()),
  problems: Type.Object(Object.fromEntries(UI_TEXT_LOCALES.map((l) => [l, Problems])) as Record<UiTextLocale, typeof Problems>, {
    description: "Per locale: missing, placeholders (not the English text's), stale (written before the English text last changed)",
  }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type UiTextView = Static<typeof UiTextView>;

export const UiTextBody = Type.Object({
  appId: Id(),
  propertyName: Type.String({ maxLength: UI_TEXT_NAME_MAX + 50 }),
  defaultValue: Type.Optional(Nullable(Type.String({ maxLength: UI_TEXT_MAX + 50 }))),
  description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  tag: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  status: Type.Optional(Type.Enum(['ACTIVE', 'INACTIVE'])),
  locale: Type.Optional(LocaleTexts),
});
export type UiTextBody = Static<typeof UiTextBody>;

export const UiTextUpdate = Type.Partial(Type.Omit(UiTextBody, ['appId']));
export type UiTextUpdate = Static<typeof UiTextUpdate>;

export const UiTextSaved = Type.Object({ message: Type.String(), data: UiTextView });
export const Message = Type.Object({ message: Type.String() });
export const UiTextIdParams = Type.Object({ propId: Id() });

export const UiTextListQuery = Type.Object({
  appId: Id(), ...pageQuery, ...sortParamQuery(UI_TEXT_SORT_FIELDS), useMongo: Type.Optional(Type.Boolean()),
});
export const UiTextPage = pagedResponse(UiTextView);

export const UiTextLocaleQuery = Type.Object({ appId: Id(), locale: Type.Enum([...UI_TEXT_LOCALES]) });
/** What export answers: { propertyName: text }. */
export const UiTextLocaleTexts = Type.Record(Type.String(), Type.String());

/** One locale's texts as a flat { propertyName: text } object: what export answers and import takes. */
export const UiTextLocaleImport = Type.Object({
  appId: Id(),
  locale: Type.Enum([...UI_TEXT_LOCALES]),
  texts: Type.Record(Type.String({ maxLength: UI_TEXT_NAME_MAX }), Type.String({ maxLength: UI_TEXT_MAX }), { maxProperties: UI_TEXT_IMPORT_MAX_KEYS }),
});
export type UiTextLocaleImport = Static<typeof UiTextLocaleImport>;

export const UiTextImported = Type.Object({
  message: Type.String(),
  updated: Type.Integer({ description: 'Texts changed' }),
  unchanged: Type.Integer(),
  unknown: Type.Array(Type.String(), { description: 'Names the app has no property of (nothing is created for them)' }),
});
export type UiTextImported = Static<typeof UiTextImported>;

// An instance's overrides ------------------------------------------------------------------------

export const InstanceUiText = Type.Object({
  id: Type.Integer({ description: "The app's property" }),
  propertyName: Type.String(),
  description: Nullable(Type.String()),
  appTexts: Type.Record(Type.String(), Type.String(), { description: "The app's texts by locale (English: en, else the default value)" }),
  overrides: Type.Record(Type.String(), Type.String(), { description: "This instance's texts by locale" }),
});
export type InstanceUiText = Static<typeof InstanceUiText>;

export const INSTANCE_UI_TEXT_SORT_FIELDS = ['propertyName'] as const;
export const InstanceUiTextListQuery = Type.Object({
  ...pageQuery, ...sortFieldQuery(INSTANCE_UI_TEXT_SORT_FIELDS), useMongo: Type.Optional(Type.Boolean()),
});
export const InstanceUiTextPage = pagedResponse(InstanceUiText);

export const InstanceUiTextsSave = Type.Object({
  uiPropertyValues: Type.String({
    maxLength: 1_000_000,
    description: 'JSON of { propertyName: { locale: text } }: the whole set of overrides (a property left out is reset to the app\'s text)',
  }),
});
export type InstanceUiTextsSave = Static<typeof InstanceUiTextsSave>;
export const InstanceUiTextsParams = Type.Object({ appInstanceId: Id() });
