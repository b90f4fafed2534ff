// An app's settings form configuration (/app/:accountId/:appId/form-configuration), for its
// developer account: the JSON Schema and the default values, edited as JSON beside a live preview
// of the form; saved with PUT /developerApp/app/settings/{id}, which checks both with ajv. The form is
// the app settings resource's record, read with useGetOne and saved with useUpdate.
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { Title, useGetOne, useTranslate, useUpdate } from 'react-admin';
import { ResultDialog, type ResultMessage } from '../../ui/ResultDialog';
import { APP_SETTINGS_RESOURCE } from './marketplaceDataProvider';
import type { AppSettings } from '../../../contract/developerPortal';
import { SchemaForm } from './SchemaForm';
import { parseJsonObject, prettyJson } from './jsonText';
import { appDetailPage } from './paths';
import { PreviewBoundary } from './PreviewBoundary';

function JsonBox({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <TextField
      multiline
      minRows={10}
      maxRows={24}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
    />
  );
}

/** `onSaved` reads the form again, as the page always has after a save. */
function Editor({ app, onSaved }: { app: AppSettings; onSaved: () => void }) {
  const translate = useTranslate();
  const [schemaText, setSchemaText] = useState(prettyJson(app.settingsSchema ?? { type: 'object', properties: {} }));
  const [defaultsText, setDefaultsText] = useState(prettyJson(app.settingsDefaultValues));
  const [preview, setPreview] = useState<Record<string, unknown> | null>(null);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const schema = parseJsonObject(schemaText);
  const defaults = parseJsonObject(defaultsText);
  // Pessimistic: the button waits for the server, whose saved form react-admin keeps; the save is traced by the provider.
  const [update, { isPending: saving }] = useUpdate<AppSettings>(APP_SETTINGS_RESOURCE, undefined, {
    mutationMode: 'pessimistic',
    onSuccess: () => {
      setResult({ severity: 'success', message: translate('marketplace.formConfigurationUpdated') });
      onSaved();
    },
    onError: (error) => setResult({ severity: 'error', message: error.message }),
  });
  const save = () => update(APP_SETTINGS_RESOURCE, {
    id: app.id,
    data: { settingsSchema: schema.ok ? schema.value ?? {} : {}, settingsDefaultValues: defaults.ok ? defaults.value : null },
    previousData: app,
  });

  return (
    <>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Stack spacing={2}>
          <JsonBox label={translate('marketplace.settingsSchema')} value={schemaText} onChange={setSchemaText} error={schema.ok ? undefined : schema.error} />
          <JsonBox label={translate('marketplace.settingsDefaultValues')} value={defaultsText} onChange={setDefaultsText} error={defaults.ok ? undefined : defaults.error} />
          <div>
            <Button variant="contained" disabled={!schema.ok || !schema.value || !defaults.ok || saving} onClick={() => void save()}>
              {translate('marketplace.saveFormConfiguration')}
            </Button>
          </div>
        </Stack>
        <Box component="section" aria-label={translate('marketplace.preview')}>
          <Typography variant="h6" component="h2" gutterBottom>{translate('marketplace.preview')}</Typography>
          {schema.ok && schema.value ? (
            <PreviewBoundary key={schemaText}>
              <SchemaForm schema={schema.value} formData={preview ?? (defaults.ok ? defaults.value : null)} onChange={setPreview} />
            </PreviewBoundary>
          ) : (
            <Alert severity="info">{translate('marketplace.previewNeedsSchema')}</Alert>
          )}
        </Box>
      </Box>
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </>
  );
}

export function FormConfigurationPage() {
  const translate = useTranslate();
  const { accountId = '', appId = '' } = useParams();
  const app = useGetOne<AppSettings>(APP_SETTINGS_RESOURCE, { id: Number(appId) });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('marketplace.formConfiguration')} />
      <CardHeader
        title={app.data ? translate('marketplace.formConfigurationOf', { name: app.data.name }) : translate('marketplace.formConfiguration')}
        slotProps={{ title: { component: 'h1', variant: 'h5' } }}
        action={<Button component={Link} to={appDetailPage.path({ accountId, appId })}>{translate('marketplace.viewDetails')}</Button>}
      />
      <CardContent>
        {app.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
        {app.isError && <Typography color="error">{app.error.message}</Typography>}
        {app.data && <Editor app={app.data} onSaved={() => void app.refetch()} />}
      </CardContent>
    </Card>
  );
}
