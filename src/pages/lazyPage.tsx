// Public pages other than sign-in load when opened, so the login page's bundle stays small.
// (plugins/lazyView is the console's equivalent; it uses react-admin, which this bundle must not.)
import { lazy, Suspense, type ComponentType } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { usePublicI18n } from './PublicI18n';

/** What shows while a page loads: named, as every progress indicator must be for a screen reader. */
function PageLoading() {
  const { translate } = usePublicI18n();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={translate('pages.pageLoading')} />
    </Box>
  );
}

export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string): ComponentType {
  const Lazy = lazy(async () => ({ default: (await load())[exportName] as ComponentType }));
  function LazyPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy />
      </Suspense>
    );
  }
  LazyPage.displayName = `lazyPage(${exportName})`;
  return LazyPage;
}
