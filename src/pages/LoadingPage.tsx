// loading (console-shell.md §2; docs/decisions.md): a neutral page to send someone to while the
// console decides where they belong; it shows progress, then goes where the root goes.
import { useEffect, useState } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { RootRedirect } from './RootRedirect';
import { usePublicI18n } from './PublicI18n';

const SHOWN_MS = 300;

export function LoadingPage() {
  const { translate } = usePublicI18n();
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), SHOWN_MS);
    return () => clearTimeout(timer);
  }, []);
  if (done) return <RootRedirect />;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={translate('pages.loading')} />
    </Box>
  );
}
