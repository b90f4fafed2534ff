// UI version, the API's version (asked of the server), copyright, and the inert legal links.
import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { getUiVersion } from '../../config/services';
import { API_VERSION, SHELL_RESOURCE } from '../shellDataProvider';

function useApiVersion(): string | undefined {
  // Asked once; on failure the footer simply leaves the API version out.
  const { data } = useGetOne<{ id: string; version: string | null }>(SHELL_RESOURCE, { id: API_VERSION }, { retry: false, staleTime: Infinity });
  return data?.version ?? undefined;
}

export function Footer() {
  const translate = useTranslate();
  const apiVersion = useApiVersion();
  return (
    <Box
      component="footer"
      sx={{ px: 2, py: 1.5, mt: 2, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} alignItems={{ sm: 'center' }}>
        <Typography variant="caption">{translate('shell.footer.copyright', { year: new Date().getFullYear() })}</Typography>
        <Typography variant="caption">{translate('shell.footer.uiVersion', { version: getUiVersion() })}</Typography>
        {apiVersion && (
          <Typography variant="caption">{translate('shell.footer.apiVersion', { version: apiVersion })}</Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {/* The spec keeps these links inert: anchors without a target. */}
        {(['terms', 'privacy'] as const).map((key) => (
          <MuiLink key={key} variant="caption" color="inherit" underline="none" aria-disabled="true">
            {translate(`shell.footer.${key}`)}
          </MuiLink>
        ))}
      </Stack>
    </Box>
  );
}
