// Holds the theme drawer's settings above <Admin> (so react-admin's store, which lives inside it,
// can't be used), remembers them in localStorage, and applies the writing direction: MUI's
// theme direction alone does not mirror styles, so RTL also needs `dir` and an RTL emotion cache.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { showDocumentDirection, styleCacheFor } from '../../i18n/direction';
import { loadThemeSettings, saveThemeSettings, type ThemeSettings } from './themeSettings';

interface ThemeSettingsValue {
  settings: ThemeSettings;
  updateSettings(change: Partial<ThemeSettings>): void;
}

const ThemeSettingsContext = createContext<ThemeSettingsValue | null>(null);

export function ThemeSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<ThemeSettings>(loadThemeSettings);
  const updateSettings = useCallback((change: Partial<ThemeSettings>) => {
    setSettings((current) => ({ ...current, ...change }));
  }, []);

  useEffect(() => {
    saveThemeSettings(settings);
  }, [settings]);

  useEffect(() => {
    showDocumentDirection(settings.direction);
  }, [settings.direction]);

  const value = useMemo(() => ({ settings, updateSettings }), [settings, updateSettings]);
  return (
    <ThemeSettingsContext.Provider value={value}>
      <CacheProvider value={styleCacheFor(settings.direction)}>{children}</CacheProvider>
    </ThemeSettingsContext.Provider>
  );
}

export function useThemeSettings(): ThemeSettingsValue {
  const value = useContext(ThemeSettingsContext);
  if (!value) throw new Error('useThemeSettings must be used inside <ThemeSettingsProvider>');
  return value;
}
