// The light and dark themes <Admin> receives, and which one applies, from the theme drawer's settings.
import { useMemo } from 'react';
import { useMediaQuery } from '@mui/material';
import type { RaThemeOptions } from 'react-admin';
import { buildTheme } from './buildTheme';
import { useThemeSettings } from './ThemeSettingsContext';

export function useConsoleTheme(): { theme: RaThemeOptions; darkTheme: RaThemeOptions; defaultTheme: 'light' | 'dark' } {
  const { settings } = useThemeSettings();
  // The person's system asking for less motion (WCAG 2.3.3) is followed as it changes.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => buildTheme({ ...settings, darkMode: false }, { reducedMotion }), [settings, reducedMotion]);
  const darkTheme = useMemo(() => buildTheme({ ...settings, darkMode: true }, { reducedMotion }), [settings, reducedMotion]);
  return { theme, darkTheme, defaultTheme: settings.darkMode ? 'dark' : 'light' };
}
