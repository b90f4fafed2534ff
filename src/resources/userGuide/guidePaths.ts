// The guide's two pages (console-shell.md §2 docs and helppage), declared once for the plugin and
// the links between documents.
import { pagePath } from '../../config/pagePath';
import { HELP_SLUG } from './guideDocuments';

export const userGuidePage = pagePath('/app/docs');
export const helpPage = pagePath('/app/helppage');

/** Where a document opens: the help page for help, else its chapter of the guide. */
export function documentLink(slug: string): string {
  return slug === HELP_SLUG ? helpPage.path({}) : `${userGuidePage.path({})}?chapter=${encodeURIComponent(slug)}`;
}
