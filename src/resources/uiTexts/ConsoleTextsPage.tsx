// Console texts (/app/:accountId/console-texts): the account's own labels for its console, i.e.
// the texts of its AdminApp instance. They show from the next time the account is entered.
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useAccountId } from '../../session';
import type { PermissionList } from '../../../contract/roles';
import { CONSOLE_INSTANCE } from './uiTextsResources';
import { InstanceUiTexts } from './InstanceUiTextsSection';

export function ConsoleTextsPage() {
  const translate = useTranslate();
  const accountId = useAccountId();
  // The account's console instance, as the view's record of that account.
  const instance = useGetOne<PermissionList & { id: string }>(CONSOLE_INSTANCE, { id: accountId });
  return (
    <Box>
      <Title title={translate('uiTexts.title.console')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{translate('uiTexts.title.console')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('uiTexts.consoleNote')}</Typography>
      {instance.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {instance.error && <Alert severity="error">{(instance.error as Error).message}</Alert>}
      {instance.data !== undefined && <InstanceUiTexts appInstanceId={instance.data.appInstanceId} />}
    </Box>
  );
}
