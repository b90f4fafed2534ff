// Wire shapes and field rules of apps, services and connectors (developer-portal.md §3, §5).
// The TypeBox schemas give types and lengths (and the OpenAPI); appFieldProblem adds the rules
// whose messages the console shows; descriptions are sanitised HTML.
import { Type, type Static } from 'typebox';
import sanitizeHtml from 'sanitize-html';
import { APP_NAME_MAX } from './appKinds';
import { Id } from './wireTypes';

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

export const AppIdParams = Type.Object({ id: Id({ description: 'App id' }) });
export const AppMessageResponse = Type.Object({ message: Type.String(), data: AppView });
export const MessageResponse = Type.Object({ message: Type.String() });

/** The rich-text editor's (ra-input-rich-text, tiptap) output; anything else is dropped. */
const DESCRIPTION_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'code', 'pre',
    'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr', 'span', 'mark',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export const sanitizeDescription = (html: string): string => sanitizeHtml(html, DESCRIPTION_HTML).trim();

const isHttpUrl = (value: string) => /^https?:\/\//i.test(value) && URL.canParse(value);
/** A path on this platform, e.g. /storage/images/{key} from the upload call. */
const isLocalPath = (value: string) => /^\/[A-Za-z0-9/_.~%-]*(\?[A-Za-z0-9=&_-]*)?$/.test(value) && !value.startsWith('//');
const ICON_NAME = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,99}$/;

/** The first rule the values break, as { field, message }; undefined when they are valid. */
export function appFieldProblem(values: AppBody): { field: string; message: string } | undefined {
  if (values.name !== undefined) {
    const name = values.name.trim();
    if (!name) return { field: 'name', message: 'App name is required' };
    if (name.length > APP_NAME_MAX) return { field: 'name', message: 'App name must be less than 250 characters' };
  }
  if (values.logo) {
    const logo = values.logo;
    const ok = values.logoType === 'FONTAWESOME' ? ICON_NAME.test(logo) : isHttpUrl(logo) || isLocalPath(logo);
    if (!ok) {
      return { field: 'logo', message: values.logoType === 'FONTAWESOME' ? 'Please enter a valid icon name' : 'Please enter a valid logo URL' };
    }
  }
  if (values.favicon && !isHttpUrl(values.favicon) && !isLocalPath(values.favicon)) {
    return { field: 'favicon', message: 'Please enter a valid favicon URL' };
  }
  if (values.accessUrl && !isHttpUrl(values.accessUrl)) return { field: 'accessUrl', message: 'Please enter a valid access URL' };
  return undefined;
}
