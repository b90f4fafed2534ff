import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { buildTheme } from '../../src/layout/theme/buildTheme';
import { defaultThemeSettings, parseThemeSettings } from '../../src/layout/theme/themeSettings';

const themeFor = (change: Partial<typeof defaultThemeSettings> = {}) =>
  createTheme(buildTheme({ ...defaultThemeSettings, ...change }));

describe('building the console theme from the theme drawer settings', () => {
  it('starts from the spec defaults: side navigation, light, left to right, #3e82f7, English', () => {
    expect(defaultThemeSettings).toMatchObject({
      navCollapsed: false,
      sideNavTheme: 'light',
      navType: 'SIDE',
      topNavColor: '#3e82f7',
      locale: 'en',
      direction: 'ltr',
    });
    const theme = themeFor();
    expect(theme.palette.mode).toBe('light');
    expect(theme.direction).toBe('ltr');
  });

  it('gives MUI\'s own texts (pagination, alerts, breadcrumbs) in each of the console\'s languages', () => {
    const rowsPerPage = (locale: typeof defaultThemeSettings.locale) =>
      themeFor({ locale }).components?.MuiTablePagination?.defaultProps?.labelRowsPerPage;
    expect(rowsPerPage('fr')).toBe('Lignes par page :');
    expect(rowsPerPage('sp')).toBe('Filas por página:');
    expect(rowsPerPage('jp')).toBe('ページあたりの行数:');
    expect(rowsPerPage('zh')).toBe('每页行数:');
    expect(themeFor({ locale: 'fr' }).components?.MuiAlert?.defaultProps?.closeText).toBe('Fermer');
  });

  it('writes text and buttons in a brand blue that reaches 4.5:1 with white, the bar keeping #3e82f7', () => {
    const theme = themeFor();
    expect(theme.palette.primary.main).toBe('#2a67d6');
    expect(theme.palette.getContrastText(theme.palette.primary.main)).toBe('#fff');
    expect(theme.shell.topNav).toBe('#3e82f7');
  });

  it('switches to the dark palette', () => {
    const theme = themeFor({ darkMode: true });
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.background.default).not.toBe(themeFor().palette.background.default);
  });

  it('keeps the side navigation dark in dark mode unless the navy one is chosen', () => {
    expect(themeFor({ darkMode: true }).shell.sideNav).toMatchObject({ background: '#1e1e1e', text: 'rgba(255, 255, 255, 0.87)' });
    expect(themeFor({ darkMode: true, sideNavTheme: 'dark' }).shell.sideNav.background).toBe('#1a3353');
    expect(themeFor().shell.sideNav.background).toBe('#ffffff');
  });

  it('writes right to left', () => {
    expect(themeFor({ direction: 'rtl' }).direction).toBe('rtl');
  });

  it('sizes the side navigation 250 px, 80 px collapsed, and treats below 568 px as a small screen', () => {
    const theme = themeFor();
    expect(theme.sidebar).toEqual({ width: 250, closedWidth: 80 });
    expect(theme.breakpoints.values.sm).toBe(568);
  });

  it('carries the chosen top navigation, header and side navigation colours', () => {
    const theme = themeFor({ topNavColor: '#24a772', headerNavColor: '#de4436', sideNavTheme: 'dark' });
    expect(theme.shell.topNav).toBe('#24a772');
    expect(theme.shell.header).toBe('#de4436');
    expect(theme.shell.sideNav.background).not.toBe(themeFor().shell.sideNav.background);
  });

  it('leaves the header its paper colour until one is chosen', () => {
    expect(themeFor().shell.header).toBeUndefined();
  });
});

describe('remembered theme settings', () => {
  it('fall back to the defaults when nothing or something broken is stored', () => {
    expect(parseThemeSettings(null)).toEqual(defaultThemeSettings);
    expect(parseThemeSettings('{not json')).toEqual(defaultThemeSettings);
  });

  it('keep valid values and drop invalid ones one by one', () => {
    const stored = JSON.stringify({ navType: 'TOP', direction: 'sideways', topNavColor: 'red', darkMode: true });
    expect(parseThemeSettings(stored)).toEqual({ ...defaultThemeSettings, navType: 'TOP', darkMode: true });
  });

  it('moves nothing when the system asks for reduced motion, and animates otherwise', () => {
    const still = createTheme(buildTheme(defaultThemeSettings, { reducedMotion: true }));
    expect(still.transitions.create('opacity')).toBe('none');
    expect(still.transitions.duration.enteringScreen).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    const moving = themeFor();
    expect(moving.transitions.create('opacity')).toMatch(/opacity \d+ms/);
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });
});
