// Holds the theme drawer's settings above <Admin> (so react-admin's store, which lives inside it,
// can't be used), remembers them in localStorage, and applies the writing direction: MUI's
// theme direction alone does not mirror styles, so RTL also needs `dir` and an RTL emotion cache.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { loadThemeSettings, saveThemeSettings, type ThemeSettings } from './themeSettings';

interface ThemeSettingsValue {
  settings: ThemeSettings;
  updateSettings(change: Partial<ThemeSettings>): void;
}

const ThemeSettingsContext = createContext<ThemeSettingsValue | null>(null);

const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

export function ThemeSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<ThemeSettings>(loadThemeSettings);
  const updateSettings = useCallback((change: Partial<ThemeSettings>) => {
    setSettings((current) => ({ ...current, ...change }));
  }, []);

  useEffect(() => {
    saveThemeSettings(settings);
  }, [settings]);

  useEffect(() => {
    document.documentElement.dir = settings.direction;
  }, [settings.direction]);

  const value = useMemo(() => ({ settings, updateSettings }), [settings, updateSettings]);
  return (
    <ThemeSettingsContext.Provider value={value}>
      <CacheProvider value={settings.direction === 'rtl' ? rtlCache : ltrCache}>{children}</CacheProvider>
    </ThemeSettingsContext.Provider>
  );
}

export function useThemeSettings(): ThemeSettingsValue {
  const value = useContext(ThemeSettingsContext);
  if (!value) throw new Error('useThemeSettings must be used inside <ThemeSettingsProvider>');
  return value;
}
