// The one shape of a plugin's messages: English ships with the console, every other language is a
// dynamic import, so Vite puts its texts in a chunk of their own, fetched when that language is chosen.
import type { Messages, OnDemandLocale, PluginMessages } from './types';

/** A locale's module: it exports its texts under the locale's name (`export const fr = ...`). */
type LocaleModule<L extends OnDemandLocale> = { [K in L]: Messages };

/**
 * `others` gives each locale's `import('./fr')`; the import must be written out in the plugin's
 * folder, as Vite only splits imports whose path it can read.
 */
export function localeMessages(en: Messages, others: { [L in OnDemandLocale]?: () => Promise<LocaleModule<L>> }): PluginMessages {
  const messages: PluginMessages = { en };
  for (const locale of Object.keys(others) as OnDemandLocale[]) {
    const load = others[locale] as () => Promise<LocaleModule<typeof locale>>;
    messages[locale] = () => load().then((module) => module[locale]);
  }
  return messages;
}
