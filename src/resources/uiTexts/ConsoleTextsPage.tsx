// Console texts (/app/:accountId/console-texts): the account's own labels for its console, i.e.
// the texts of its AdminApp instance. They show from the next time the account is entered.
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { UI_TEXTS_RESOURCE, type UiTextsDataProvider } from './uiTextsDataProvider';
import { InstanceUiTexts } from './InstanceUiTextsSection';

export function ConsoleTextsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<UiTextsDataProvider>();
  const instance = useQuery({ queryKey: [UI_TEXTS_RESOURCE, 'consoleInstance'], queryFn: () => dataProvider.consoleInstance(UI_TEXTS_RESOURCE) });
  return (
    <Box>
      <Title title={translate('uiTexts.title.console')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{translate('uiTexts.title.console')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('uiTexts.consoleNote')}</Typography>
      {instance.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {instance.error && <Alert severity="error">{(instance.error as Error).message}</Alert>}
      {instance.data !== undefined && <InstanceUiTexts appInstanceId={instance.data} />}
    </Box>
  );
}
