// The app's one page, as HTML: who signed in, in which account, with which roles, and the account's
// parameters; or why nobody is signed in. Every value from the platform is escaped.
import { htmlLang } from './language';
import type { Parameter, SignIn } from './platform';
import type { Translate } from './texts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function document(locale: string, t: Translate, body: string): string {
  return `<!doctype html>
<html lang="${escape(htmlLang(locale))}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t('title'))}</title></head>
<body><main><h1>${escape(t('title'))}</h1>
${body}
</main></body></html>`;
}

export function signedInPage(locale: string, t: Translate, who: SignIn, parameters: Parameter[]): string {
  const name = `${who.firstName} ${who.lastName}`.trim() || who.username;
  const roles = who.roles.length === 0 ? `<p>${escape(t('noRoles'))}</p>`
    : `<ul aria-label="${escape(t('roles'))}">${who.roles.map((role) => `<li>${escape(role)}</li>`).join('')}</ul>`;
  const rows = parameters.map((p) => `<tr><th scope="row">${escape(p.parameterName)}</th><td>${escape(p.parameterValue)}</td></tr>`).join('');
  return document(locale, t, `<p>${escape(t('welcome', { name }))}</p>
<dl>
<dt>${escape(t('user'))}</dt><dd>${escape(name)} (${escape(who.username)})</dd>
<dt>${escape(t('account'))}</dt><dd>${escape(who.businessName)} (${escape(who.accountCode)})</dd>
</dl>
<h2>${escape(t('roles'))}</h2>
${roles}
<h2>${escape(t('parameters'))}</h2>
<table><caption>${escape(t('parameters'))}</caption><tbody>${rows}</tbody></table>`);
}

export const notSignedInPage = (locale: string, t: Translate, why: string) =>
  document(locale, t, `<p role="alert">${escape(why)}</p>`);

export const welcomePage = (locale: string, t: Translate) => document(locale, t, `<p>${escape(t('openFromMyApps'))}</p>`);
