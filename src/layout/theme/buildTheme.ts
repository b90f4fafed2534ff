// Turns the theme drawer's settings into the MUI theme react-admin renders with. Pure, so the
// whole look can be checked without a browser.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { enUS, esES, frFR, jaJP, zhCN, type Localization } from '@mui/material/locale';
import type { Locale } from '../../plugins/types';
import { BRAND_TEXT_COLOR, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, SMALL_SCREEN_PX } from '../../config/constants';
import type { ThemeSettings } from './themeSettings';
import { languageTag } from '../../i18n/languages';
import { SortedDataTableHead } from '../../ui/SortedDataTableHead';
import { textInRightToLeft } from '../../i18n/direction';

export interface ShellColors {
  /** Header background; undefined keeps the paper colour of the mode. */
  header?: string;
  topNav: string;
  sideNav: { background: string; text: string; selected: string };
}

declare module '@mui/material/styles' {
  interface Theme {
    shell: ShellColors;
  }
  interface ThemeOptions {
    shell?: ShellColors;
  }
}

const sideNavColors = {
  light: { background: '#ffffff', text: 'rgba(0, 0, 0, 0.87)', selected: 'rgba(62, 130, 247, 0.12)' },
  dark: { background: '#1a3353', text: 'rgba(255, 255, 255, 0.87)', selected: 'rgba(255, 255, 255, 0.12)' },
  /** "Light" in dark mode: the dark page's own surface, not a white column beside it. */
  lightInDarkMode: { background: '#1e1e1e', text: 'rgba(255, 255, 255, 0.87)', selected: 'rgba(144, 202, 249, 0.16)' },
} as const;

/** Delete buttons' text on the form toolbar's grey: 4.98:1 on #e0e0e0, 5.3:1 on #424242. */
const TOOLBAR_ERROR_TEXT = { light: '#b71c1c', dark: '#ffa4a2' } as const;

/**
 * MUI's own texts in the console's language (pagination's "Rows per page", its page buttons' names,
 * an alert's Close, the breadcrumbs' "Show path"...), for every MUI component in the console.
 */
export const MUI_LOCALES: Record<Locale, Localization> = { en: enUS, fr: frFR, sp: esES, jp: jaJP, zh: zhCN };

/** Every MUI transition's duration, in ms, when the person's system asks for reduced motion. */
const NO_MOTION = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/**
 * `reducedMotion`: the person's system asks for less motion (prefers-reduced-motion, WCAG 2.3.3):
 * menus, dialogs and drawers appear and go at once, and buttons do not ripple.
 */
export function buildTheme(settings: ThemeSettings, { reducedMotion = false } = {}): RaThemeOptions {
  const base = settings.darkMode ? defaultDarkTheme : defaultLightTheme;
  return {
    ...base,
    ...(reducedMotion ? { transitions: { create: () => 'none', duration: NO_MOTION } } : {}),
    direction: settings.direction,
    // The brand blue, in its readable shade, is primary in light mode; the dark palette keeps its lighter primary.
    palette: settings.darkMode ? base.palette : { ...base.palette, primary: { main: BRAND_TEXT_COLOR } },
    typography: { ...(base.typography as object), fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
    // The spec's small-screen test is "below 568 px": MUI's `sm` breakpoint is set to it.
    breakpoints: { values: { xs: 0, sm: SMALL_SCREEN_PX, md: 900, lg: 1200, xl: 1536 } },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_COLLAPSED_WIDTH },
    components: {
      ...base.components,
      ...MUI_LOCALES[settings.locale].components,
      ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
      // Right to left, a left-to-right sentence keeps its closing "." or "。" at its end (as on the public pages).
      ...(settings.direction === 'rtl' ? { MuiCssBaseline: { styleOverrides: textInRightToLeft } } : {}),
      // A list wider than a phone scrolls inside its card, not the whole page sideways.
      RaList: { styleOverrides: { root: { '& .RaList-content': { overflowX: 'auto' }, '& .RaList-main': { minWidth: 0 } } } },
      // Dates as the console's language writes them (without `locales`, DateField uses the browser's).
      RaDateField: { defaultProps: { locales: languageTag(settings.locale) } },
      // Form toolbars are grey (#e0e0e0, dark #424242): a delete button's red there needs a deeper (light)
      // or paler (dark) shade to reach 4.5:1 (#d32f2f gave 3.77:1, #f44336 2.73:1).
      RaToolbar: {
        styleOverrides: {
          root: {
            ...(base.components?.RaToolbar?.styleOverrides?.root as object),
            '& .MuiButton-colorError': { color: settings.darkMode ? TOOLBAR_ERROR_TEXT.dark : TOOLBAR_ERROR_TEXT.light },
          },
        },
      },
      // The sorted column's header says so to assistive technology (aria-sort).
      RaDataTable: { defaultProps: { head: SortedDataTableHead } },
    },
    shell: {
      header: settings.headerNavColor || undefined,
      topNav: settings.topNavColor,
      sideNav: { ...sideNavColors[settings.darkMode && settings.sideNavTheme === 'light' ? 'lightInDarkMode' : settings.sideNavTheme] },
    },
  };
}
