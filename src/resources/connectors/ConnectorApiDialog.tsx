// Adding or editing a connector API: the request (method, URL with {{placeholders}}, headers,
// query, body template) and its authentication, the secret write-only.
import { useState } from 'react';
import {
  Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuthSettings, ConnectorApiBody, ConnectorApiView, NameValue } from '../../../contract/connectors';
import {
  AUTH_TYPES, CONNECTOR_API_NAME_MAX, CONNECTOR_BODY_MAX, CONNECTOR_URL_MAX, HTTP_METHODS, type AuthType, type HttpMethod,
} from '../../../contract/connectorsRules';
import { PairsEditor } from './PairsEditor';
import { SecretField } from './SecretField';

interface Props {
  connectorId: number;
  api: ConnectorApiView | null;
  saving: boolean;
  error?: string;
  onSave: (body: ConnectorApiBody) => void;
  onClose: () => void;
}

export function ConnectorApiDialog({ connectorId, api, saving, error, onSave, onClose }: Props) {
  const translate = useTranslate();
  const [name, setName] = useState(api?.name ?? '');
  const [method, setMethod] = useState<HttpMethod>((api?.method as HttpMethod) ?? 'GET');
  const [url, setUrl] = useState(api?.url ?? 'https://');
  const [headers, setHeaders] = useState<NameValue[]>(api?.headers ?? []);
  const [query, setQuery] = useState<NameValue[]>(api?.query ?? []);
  const [bodyTemplate, setBodyTemplate] = useState(api?.bodyTemplate ?? '');
  const [auth, setAuth] = useState<AuthSettings>(api?.auth ?? { type: 'none' });
  const [secret, setSecret] = useState<string | undefined>(undefined);
  const setAuthField = (field: keyof AuthSettings, value: string) => setAuth((a) => ({ ...a, [field]: value }));

  const submit = () => onSave({
    connectorId, name, method, url,
    headers: headers.filter((h) => h.name), query: query.filter((q) => q.name),
    bodyTemplate: bodyTemplate || null, auth,
    ...(secret === undefined || auth.type === 'none' ? {} : { secret }),
  });

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="connector-api-dialog-title">
      <DialogTitle id="connector-api-dialog-title">{translate(api ? 'connectors.apis.edit' : 'connectors.apis.add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField required size="small" label={translate('connectors.apis.name')} value={name} onChange={(e) => setName(e.target.value)} inputProps={{ maxLength: CONNECTOR_API_NAME_MAX }} />
          <Stack direction="row" spacing={1}>
            <TextField select size="small" label={translate('connectors.apis.method')} value={method} onChange={(e) => setMethod(e.target.value as HttpMethod)} sx={{ minWidth: 120 }}>
              {HTTP_METHODS.map((m) => <MenuItem key={m} value={m}>{m}</MenuItem>)}
            </TextField>
            <TextField
              required fullWidth size="small" label={translate('connectors.apis.url')} value={url} onChange={(e) => setUrl(e.target.value)}
              helperText={translate('connectors.apis.urlHelp')} inputProps={{ maxLength: CONNECTOR_URL_MAX }}
            />
          </Stack>
          <PairsEditor label={translate('connectors.apis.headers')} addLabel={translate('connectors.apis.addHeader')} pairs={headers} onChange={setHeaders} />
          <PairsEditor label={translate('connectors.apis.query')} addLabel={translate('connectors.apis.addQueryParameter')} pairs={query} onChange={setQuery} />
          <TextField
            multiline minRows={3} size="small" label={translate('connectors.apis.bodyTemplate')} value={bodyTemplate}
            onChange={(e) => setBodyTemplate(e.target.value)} inputProps={{ maxLength: CONNECTOR_BODY_MAX }} sx={{ fontFamily: 'monospace' }}
          />
          <TextField select size="small" label={translate('connectors.apis.auth')} value={auth.type} onChange={(e) => setAuth({ ...auth, type: e.target.value as AuthType })}>
            {AUTH_TYPES.map((t) => <MenuItem key={t} value={t}>{translate(`connectors.apis.authTypes.${t}`)}</MenuItem>)}
          </TextField>
          {auth.type === 'apiKey' && (
            <Stack direction="row" spacing={1}>
              <TextField size="small" label={translate('connectors.apis.keyName')} value={auth.keyName ?? ''} onChange={(e) => setAuthField('keyName', e.target.value)} />
              <TextField select size="small" label={translate('connectors.apis.keyIn')} value={auth.keyIn ?? 'header'} onChange={(e) => setAuthField('keyIn', e.target.value)} sx={{ minWidth: 140 }}>
                <MenuItem value="header">{translate('connectors.apis.keyIns.header')}</MenuItem>
                <MenuItem value="query">{translate('connectors.apis.keyIns.query')}</MenuItem>
              </TextField>
            </Stack>
          )}
          {(auth.type === 'basic' || auth.type === 'oauth2ClientCredentials') && (
            <TextField
              size="small" label={translate(auth.type === 'basic' ? 'connectors.apis.username' : 'connectors.apis.clientId')}
              value={auth.username ?? ''} onChange={(e) => setAuthField('username', e.target.value)}
            />
          )}
          {auth.type === 'oauth2ClientCredentials' && (
            <Stack direction="row" spacing={1}>
              <TextField fullWidth size="small" label={translate('connectors.apis.tokenUrl')} value={auth.tokenUrl ?? ''} onChange={(e) => setAuthField('tokenUrl', e.target.value)} />
              <TextField size="small" label={translate('connectors.apis.scope')} value={auth.scope ?? ''} onChange={(e) => setAuthField('scope', e.target.value)} />
            </Stack>
          )}
          {auth.type !== 'none' && (
            <SecretField label={translate(`connectors.apis.secret.${auth.type}`)} hasSecret={api?.hasSecret ?? false} value={secret} onChange={setSecret} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('connectors.apis.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={saving || !name.trim() || !url.trim()}>{translate('connectors.apis.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
