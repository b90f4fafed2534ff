// The light and dark themes <Admin> receives, and which one applies, from the theme drawer's settings.
import { useMemo } from 'react';
import type { RaThemeOptions } from 'react-admin';
import { buildTheme } from './buildTheme';
import { useThemeSettings } from './ThemeSettingsContext';

export function useConsoleTheme(): { theme: RaThemeOptions; darkTheme: RaThemeOptions; defaultTheme: 'light' | 'dark' } {
  const { settings } = useThemeSettings();
  const theme = useMemo(() => buildTheme({ ...settings, darkMode: false }), [settings]);
  const darkTheme = useMemo(() => buildTheme({ ...settings, darkMode: true }), [settings]);
  return { theme, darkTheme, defaultTheme: settings.darkMode ? 'dark' : 'light' };
}
