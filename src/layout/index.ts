// What the app takes from the shell (src/App.tsx, src/plugins/corePlugins.ts) and what plugins may share.
export { Layout } from './Layout';
export { ThemeSettingsProvider, useThemeSettings } from './theme/ThemeSettingsContext';
export { useConsoleTheme } from './theme/useConsoleTheme';
export { NotFoundPage, UnauthorizedPage } from './frame/ErrorPage';
export { shellPlugin } from './shellPlugin';
export { layoutMessages } from './messages';
export { useCurrentUser, updateCurrentUser, isSingleSignOnUser } from '../session/currentUser';
export { profileRoutes } from '../config/profileRoutes';
