// The signed-in frame around every page: header, side or top navigation (a drawer on small
// screens), breadcrumb, the page, footer; plus the theme drawer, the idle-session guard, the flags'
// freshness and live lists.
import { Fragment, Suspense, createElement, useState, type ReactNode } from 'react';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { ViewLoading } from '../ui/ViewLoading';
import { IdleSessionGuard } from '../authProvider/IdleSessionGuard';
import { LiveLists } from '../dataProviders/LiveLists';
import { useFreshFlags } from '../authProvider/useFreshFlags';
import { useRegistry } from '../plugins/RegistryContext';
import { useMenuEntries } from '../plugins/useMenuEntries';
import { Header } from './header/Header';
import { TopMenu } from './navigation/TopMenu';
import { Breadcrumb } from './navigation/Breadcrumb';
import { ThemeDrawer } from './theme/ThemeDrawer';
import { useThemeSettings } from './theme/ThemeSettingsContext';
import { ContentErrorBoundary } from './frame/ContentErrorBoundary';
import { Footer } from './frame/Footer';
import { NavigationDrawer } from './frame/NavigationDrawer';
import { SideNavigation } from './frame/SideNavigation';
import { useAfterFirstList } from './frame/useAfterFirstList';
import { ResultProvider } from '../ui/ResultProvider';

export function Layout({ children }: { children: ReactNode }) {
  const { settings } = useThemeSettings();
  const { pathname } = useLocation();
  const smallScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [navigationOpen, setNavigationOpen] = useState(false);
  const [themeDrawerOpen, setThemeDrawerOpen] = useState(false);
  // Before an account is entered there is nothing to navigate to: no empty column, no menu button.
  const hasMenu = useMenuEntries().length > 0;
  const sideNavigation = settings.navType === 'SIDE';
  const { headerItems } = useRegistry();
  useFreshFlags();
  // The page's first list before the secondary parts (frame/useAfterFirstList.ts).
  const secondaryParts = useAfterFirstList();

  return (
    <ResultProvider>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
        <Header
          onOpenMenu={smallScreen && hasMenu ? () => setNavigationOpen(true) : undefined}
          onOpenThemeSettings={() => setThemeDrawerOpen(true)}
          notificationBell={secondaryParts && headerItems.map((item) => <Fragment key={item.key}>{createElement(item.component)}</Fragment>)}
        />
        {hasMenu && !smallScreen && !sideNavigation && <TopMenu />}
        <Box sx={{ display: 'flex', flexGrow: 1 }}>
          {hasMenu && smallScreen && <NavigationDrawer open={navigationOpen} onClose={() => setNavigationOpen(false)} />}
          {hasMenu && !smallScreen && sideNavigation && <SideNavigation collapsed={settings.navCollapsed} showMenu={secondaryParts} />}
          <Box component="main" id="main-content" sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <Breadcrumb />
            <Box sx={{ flexGrow: 1, p: { xs: 1, sm: 2 } }}>
              <ContentErrorBoundary resetKey={pathname}>
                <Suspense fallback={<ViewLoading />}>{children}</Suspense>
              </ContentErrorBoundary>
            </Box>
            {secondaryParts && <Footer />}
          </Box>
        </Box>
        {(secondaryParts || themeDrawerOpen) && <ThemeDrawer open={themeDrawerOpen} onClose={() => setThemeDrawerOpen(false)} />}
        {secondaryParts && <IdleSessionGuard />}
        {secondaryParts && <LiveLists />}
      </Box>
    </ResultProvider>
  );
}
