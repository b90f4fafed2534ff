// An instance's settings (/app/:accountId/:appId/:appInstanceId/settings): the app's settings form
// filled with the instance's values (or the app's defaults), validated as the user types and again
// by the server, and the instance's custom settings as JSON: the instance settings resource's record,
// saved with useUpdate. Each save re-fetches.
import { useState } from 'react';
import { Alert, Button, Card, CardContent, CardHeader, CircularProgress, Divider, Stack, TextField, Typography } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { Title, useGetOne, useTranslate, useUpdate } from 'react-admin';
import { hasAnyFlag } from '../../plugins/registry';
import { subscribeFlag } from '../../../contract/marketplaceFlags';
import { ResultDialog, type ResultMessage } from '../../ui/ResultDialog';
import { INSTANCE_SETTINGS_RESOURCE, type InstanceSettingsRecord, type JsonObject } from './marketplaceDataProvider';
import { SchemaForm } from './SchemaForm';
import { parseJsonObject, prettyJson } from './jsonText';
import { instanceDetailPage } from './paths';
import { useFlags } from '../../session';

export function InstanceSettingsPage() {
  const translate = useTranslate();
  const { accountId = '', appId = '', appInstanceId = '' } = useParams();
  const id = Number(appInstanceId);
  const settings = useGetOne<InstanceSettingsRecord>(INSTANCE_SETTINGS_RESOURCE, { id });
  const { permissions } = useFlags();
  const [customText, setCustomText] = useState<string | null>(null);
  const [result, setResult] = useState<ResultMessage | null>(null);
  // Pessimistic: the form waits for the server, whose saved settings react-admin keeps; the save is traced by the provider.
  const [update, { isPending: saving }] = useUpdate<InstanceSettingsRecord>(INSTANCE_SETTINGS_RESOURCE, undefined, {
    mutationMode: 'pessimistic',
    onSuccess: () => {
      setResult({ severity: 'success', message: translate('marketplace.settingsSaved') });
      setCustomText(null);
      // Read again, as always after a save.
      void settings.refetch();
    },
    onError: (error) => setResult({ severity: 'error', message: error.message }),
  });
  const save = (change: { settingsValues?: JsonObject; customSettings?: JsonObject | null }) =>
    update(INSTANCE_SETTINGS_RESOURCE, { id, data: change, previousData: settings.data });

  if (settings.isPending) return <CircularProgress sx={{ mt: 4 }} aria-label={translate('ra.page.loading')} />;
  if (settings.isError) return <Typography sx={{ mt: 4 }} color="error">{settings.error.message}</Typography>;
  const data = settings.data;
  const custom = parseJsonObject(customText ?? prettyJson(data.customSettings));
  // Those who may subscribe the account to the app also configure it (the server's rule too).
  const maySave = hasAnyFlag(permissions ?? {}, [subscribeFlag(data.type)]);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('marketplace.settingsTitle', { name: data.appName })} />
      <CardHeader
        title={translate('marketplace.settingsTitle', { name: data.appName })}
        slotProps={{ title: { component: 'h1', variant: 'h5' } }}
        action={<Button component={Link} to={instanceDetailPage.path({ accountId, appId, appInstanceId })}>{translate('marketplace.viewDetails')}</Button>}
      />
      <CardContent>
        <Stack spacing={3}>
          {data.settingsSchema ? (
            <SchemaForm
              schema={data.settingsSchema}
              formData={data.settingsValues ?? data.settingsDefaultValues}
              submitLabel={translate('marketplace.saveSettings')}
              disabled={saving}
              readOnly={!maySave}
              onSubmit={maySave ? (settingsValues) => save({ settingsValues }) : undefined}
            />
          ) : (
            <Typography color="text.secondary">{translate('marketplace.noSettingsForm')}</Typography>
          )}
          {!maySave && <Alert severity="info">{translate('marketplace.readOnlySettings')}</Alert>}
          <Divider />
          <Typography variant="h6" component="h2">{translate('marketplace.customSettings')}</Typography>
          <TextField
            multiline
            minRows={4}
            label={translate('marketplace.customSettingsJson')}
            value={customText ?? prettyJson(data.customSettings)}
            onChange={(event) => setCustomText(event.target.value)}
            slotProps={{ htmlInput: { spellCheck: false, readOnly: !maySave, style: { fontFamily: 'monospace' } } }}
          />
          {!custom.ok && <Alert severity="error">{custom.error}</Alert>}
          {maySave && (
            <div>
              <Button variant="outlined" disabled={!custom.ok || customText === null || saving} onClick={() => custom.ok && save({ customSettings: custom.value })}>
                {translate('marketplace.saveCustomSettings')}
              </Button>
            </div>
          )}
        </Stack>
      </CardContent>
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </Card>
  );
}
