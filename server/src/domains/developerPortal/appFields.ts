// The field rules of apps, services and connectors whose messages the console shows
// (developer-portal.md §3, §5), on top of the contract's schemas; descriptions are sanitised HTML.
import sanitizeHtml from 'sanitize-html';
import { APP_NAME_MAX } from '../../../../contract/appKinds';
import type { AppBody } from '../../../../contract/developerPortal';

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
