// The light public entry (sign-in, two-factor, and later register, verify, password reset...):
// MUI and react-router only, never react-admin or src/layout, so the login page stays small.
// Moving into the console is a full page load.
import { useEffect, useMemo } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider, createTheme, useMediaQuery } from '@mui/material';
import { BRAND_TEXT_COLOR, CONSOLE_BASE } from '../config/constants';
import { showDocumentDirection, styleCacheFor, textInRightToLeft, type Direction } from '../i18n/direction';
import { storedLook } from './publicLook';
import { PublicI18nProvider } from './PublicI18n';
import { publicPaths } from './publicPaths';
import { RootRedirect } from './RootRedirect';
import { LoginPage } from './LoginPage';
import { TwoFactorPage } from './TwoFactorPage';
import { SingleSignOnReturnPage } from './SingleSignOnReturnPage';
import { PublicNotFoundPage } from './PublicNotFoundPage';
import { AccessDeclinePage } from './AccessDeclinePage';
import { accountPages } from './accountPages';
import { AcceptInvitePage } from './AcceptInvitePage';
import { ResendInvitePage } from './ResendInvitePage';
import { PublicUnauthorizedPage, ServerErrorPage, UnavailablePage } from './ErrorPages';
import { LoadingPage } from './LoadingPage';
import { ProductLinkPage } from './ProductLinkPage';
import { lazyPage } from './lazyPage';

const TestMapperPage = lazyPage(() => import('./TestMapperPage'), 'TestMapperPage');

const publicTheme = (dark: boolean, direction: Direction) => createTheme({
  direction,
  palette: dark ? { mode: 'dark' } : { primary: { main: BRAND_TEXT_COLOR } },
  components: direction === 'rtl' ? { MuiCssBaseline: { styleOverrides: textInRightToLeft } } : {},
});

export default function PublicApp() {
  const look = useMemo(storedLook, []);
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const dark = look.darkMode ?? systemDark;
  const theme = useMemo(() => publicTheme(dark, look.direction), [dark, look.direction]);
  useEffect(() => showDocumentDirection(look.direction), [look.direction]);
  return (
    <PublicI18nProvider>
      <CacheProvider value={styleCacheFor(look.direction)}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <BrowserRouter basename={CONSOLE_BASE}>
            <Routes>
              <Route path={publicPaths.root} element={<RootRedirect />} />
              <Route path={publicPaths.login} element={<LoginPage />} />
              <Route path={publicPaths.twoFactor} element={<TwoFactorPage />} />
              <Route path={publicPaths.accessDecline} element={<AccessDeclinePage />} />
              {accountPages.map(({ path, Page }) => <Route key={path} path={path} element={<Page />} />)}
              <Route path={publicPaths.ssoReturn} element={<SingleSignOnReturnPage />} />
              <Route path={publicPaths.acceptInvite} element={<AcceptInvitePage />} />
              <Route path={publicPaths.resendInvite} element={<ResendInvitePage />} />
              <Route path={publicPaths.login1} element={<LoginPage layout="panelStart" />} />
              <Route path={publicPaths.login2} element={<LoginPage layout="panelEnd" />} />
              <Route path={publicPaths.serverError} element={<ServerErrorPage />} />
              <Route path={publicPaths.unavailable} element={<UnavailablePage />} />
              <Route path={publicPaths.unauthorized} element={<PublicUnauthorizedPage />} />
              <Route path={publicPaths.notFound} element={<PublicNotFoundPage />} />
              <Route path={publicPaths.loading} element={<LoadingPage />} />
              <Route path={publicPaths.testMapper} element={<TestMapperPage />} />
              <Route path={publicPaths.productLink} element={<ProductLinkPage />} />
              <Route path="*" element={<PublicNotFoundPage />} />
            </Routes>
          </BrowserRouter>
        </ThemeProvider>
      </CacheProvider>
    </PublicI18nProvider>
  );
}
