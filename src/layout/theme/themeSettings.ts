// The console's look, chosen in the theme drawer and remembered across reloads (console-shell.md §9).
import type { Locale } from '../../plugins/types';
import { DEFAULT_TOP_NAV_COLOR } from '../../config/constants';
import { themeSettingsStore } from '../../session';
import { initialLocale } from '../../i18n/languages';

export type NavType = 'SIDE' | 'TOP';
export type SideNavTheme = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export interface ThemeSettings {
  navType: NavType;
  sideNavTheme: SideNavTheme;
  navCollapsed: boolean;
  darkMode: boolean;
  direction: Direction;
  topNavColor: string;
  /** Empty: the header takes the theme's paper colour. */
  headerNavColor: string;
  locale: Locale;
}

export const defaultThemeSettings: ThemeSettings = {
  navType: 'SIDE',
  sideNavTheme: 'light',
  navCollapsed: false,
  darkMode: false,
  direction: 'ltr',
  topNavColor: DEFAULT_TOP_NAV_COLOR,
  headerNavColor: '',
  locale: 'en',
};

/** The five presets offered by the top navigation and header colour pickers. */
export const colorPresets = ['#3e82f7', '#24a772', '#de4436', '#924aca', '#193550'] as const;

const isColor = (value: unknown): value is string => typeof value === 'string' && /^(#[0-9a-f]{6})?$/i.test(value);

/** Reads stored settings, keeping each default whose stored value is missing or malformed. */
export function parseThemeSettings(raw: string | null): ThemeSettings {
  let stored: Partial<Record<keyof ThemeSettings, unknown>> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') stored = parsed;
  } catch {
    // a broken value is treated as absent
  }
  const d = defaultThemeSettings;
  const oneOf = <T>(value: unknown, options: readonly T[], fallback: T): T =>
    options.includes(value as T) ? (value as T) : fallback;
  return {
    navType: oneOf(stored.navType, ['SIDE', 'TOP'] as const, d.navType),
    sideNavTheme: oneOf(stored.sideNavTheme, ['light', 'dark'] as const, d.sideNavTheme),
    navCollapsed: typeof stored.navCollapsed === 'boolean' ? stored.navCollapsed : d.navCollapsed,
    darkMode: typeof stored.darkMode === 'boolean' ? stored.darkMode : d.darkMode,
    direction: oneOf(stored.direction, ['ltr', 'rtl'] as const, d.direction),
    topNavColor: isColor(stored.topNavColor) && stored.topNavColor ? stored.topNavColor : d.topNavColor,
    headerNavColor: isColor(stored.headerNavColor) ? stored.headerNavColor : d.headerNavColor,
    locale: oneOf(stored.locale, ['en', 'fr', 'sp', 'jp', 'zh'] as const, d.locale),
  };
}

/** The language is the session's (chosen maybe on the sign-in page, before any settings were stored). */
export const loadThemeSettings = (): ThemeSettings => ({ ...parseThemeSettings(themeSettingsStore.read()), locale: initialLocale() });

export const saveThemeSettings = (settings: ThemeSettings): void => themeSettingsStore.write(JSON.stringify(settings));
