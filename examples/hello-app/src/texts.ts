// The app's words: the UI texts its developer keeps in the platform (the app's UI texts tab, with each
// subscribing account's own over them), in the person's locale; these English ones until they are set.
import type { UiText } from './platform';

export const BUILT_IN_TEXTS = {
  title: 'Hello app',
  welcome: 'Welcome, %{name}',
  account: 'Account',
  user: 'Signed in as',
  roles: 'Your roles',
  noRoles: 'No roles.',
  parameters: 'Parameters',
  openFromMyApps: "Open this app from My Apps in the platform's console: it arrives here with a sign-in code.",
  notSignedIn: 'Not signed in',
  keyRefused: "The platform refused this app's API key",
  otherSubscription: "This app's API key belongs to another subscription",
};
export type TextName = keyof typeof BUILT_IN_TEXTS;
export type Translate = (name: TextName, values?: Record<string, string>) => string;

/** The text of `name` in `locale`, else in English, else its default, else the built-in one; its %{placeholders} filled in, as the platform writes them. */
export function translator(texts: UiText[], locale: string): Translate {
  const byName = new Map(texts.map((text) => [text.propertyName, text]));
  return (name, values = {}) => {
    const text = byName.get(name);
    const words = text?.locale[locale] || text?.locale.en || text?.defaultValue || BUILT_IN_TEXTS[name];
    return words.replace(/%\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  };
}
