// UI version, the API's version (asked of the server), copyright, and the inert legal links.
import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { getUiVersion } from '../../config/services';
import { SHELL_RESOURCE, type ShellDataProvider } from '../shellDataProvider';

function useApiVersion(): string | undefined {
  const dataProvider = useDataProvider<ShellDataProvider>();
  // Asked once; on failure the footer simply leaves the API version out.
  const version = useQuery({
    queryKey: [SHELL_RESOURCE, 'apiVersion'],
    queryFn: () => dataProvider.apiVersion(SHELL_RESOURCE),
    retry: false,
    staleTime: Infinity,
  });
  return version.data ?? undefined;
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
