// What the app takes from the shell (src/App.tsx, src/corePlugins.ts). Pieces domains share live in src/ui.
export { Layout } from './Layout';
export { ThemeSettingsProvider, useThemeSettings } from './theme/ThemeSettingsContext';
export { useConsoleTheme } from './theme/useConsoleTheme';
export { NotFoundPage, UnauthorizedPage } from './frame/ErrorPage';
export { shellPlugin } from './shellPlugin';
export { layoutMessages } from './messages';
