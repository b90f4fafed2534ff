// An app's settings form configuration (/app/:accountId/:appId/form-configuration), for its
// developer account: the JSON Schema and the default values, edited as JSON beside a live preview
// of the form; saved with PUT /developerApp/app/settings/{id}, which checks both with ajv.
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { trackActivity } from '../../dataProviders/activityTracker';
import { ResultDialog, type ResultMessage } from '../../ui/ResultDialog';
import { MARKETPLACE_RESOURCE, type MarketplaceDataProvider } from './marketplaceDataProvider';
import type { AppSettings } from '../../../contract/developerPortal';
import { SchemaForm } from './SchemaForm';
import { useSession } from '../../session';
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

function Editor({ app }: { app: AppSettings }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { userId } = useSession();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const [schemaText, setSchemaText] = useState(prettyJson(app.settingsSchema ?? { type: 'object', properties: {} }));
  const [defaultsText, setDefaultsText] = useState(prettyJson(app.settingsDefaultValues));
  const [preview, setPreview] = useState<Record<string, unknown> | null>(null);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const schema = parseJsonObject(schemaText);
  const defaults = parseJsonObject(defaultsText);
  const save = useMutation({
    mutationFn: () => dataProvider.saveAppSettings(MARKETPLACE_RESOURCE, {
      appId: app.id,
      settingsSchema: schema.ok ? schema.value ?? {} : {},
      settingsDefaultValues: defaults.ok ? defaults.value : null,
      userId,
    }),
    onSuccess: async () => {
      trackActivity({ key: 'change.update', type: 'appSettings', status: 'success', action: 'update' });
      setResult({ severity: 'success', message: translate('marketplace.formConfigurationUpdated') });
      await queryClient.invalidateQueries({ queryKey: ['marketplace'] });
    },
    onError: (error) => setResult({ severity: 'error', message: error.message }),
  });

  return (
    <>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Stack spacing={2}>
          <JsonBox label={translate('marketplace.settingsSchema')} value={schemaText} onChange={setSchemaText} error={schema.ok ? undefined : schema.error} />
          <JsonBox label={translate('marketplace.settingsDefaultValues')} value={defaultsText} onChange={setDefaultsText} error={defaults.ok ? undefined : defaults.error} />
          <div>
            <Button variant="contained" disabled={!schema.ok || !schema.value || !defaults.ok || save.isPending} onClick={() => save.mutate()}>
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
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const app = useQuery({
    queryKey: ['marketplace', 'appSettings', accountId, appId],
    queryFn: () => dataProvider.appSettings(MARKETPLACE_RESOURCE, { appId: Number(appId) }),
  });
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
        {app.data && <Editor app={app.data} />}
      </CardContent>
    </Card>
  );
}
