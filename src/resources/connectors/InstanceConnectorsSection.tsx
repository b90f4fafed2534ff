// An app instance's connectors, on its detail page (developer-portal.md §3 "Link to connector",
// "Instance connector API", §4, §7): the account's connector instances to link or remove (ACTIVE /
// INACTIVE, with the spec's dialogs), and for each linked connector its APIs with this instance's
// values (base URL, credentials, placeholder values) and a test call.
import { useState } from 'react';
import {
  Accordion, AccordionDetails, AccordionSummary, Alert, Button, Card, CardContent, Chip, Divider, List, ListItem, ListItemText,
  Stack, TextField, Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { InstanceSectionProps } from '../../plugins/types';
import { ResultDialog, type ResultMessage } from '../../ui/ResultDialog';
import { useSession } from '../../session';
import { trackActivity } from '../../dataProviders/activityTracker';
import type { ConnectorApiView, InstanceApiView, LinkView } from '../../../contract/connectors';
import { CONNECTOR_URL_MAX, HEADER_VALUE_MAX, type LinkStatus } from '../../../contract/connectorsRules';
import { CONNECTORS_RESOURCE, type ConnectorsDataProvider } from './connectorsDataProvider';
import { SecretField } from './SecretField';
import { TestCallPanel } from './TestCallPanel';

export function InstanceConnectorsSection({ accountId, instance }: InstanceSectionProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConnectorsDataProvider>();
  const queryClient = useQueryClient();
  const { userId } = useSession();
  const [result, setResult] = useState<ResultMessage | null>(null);
  const appInstanceId = instance.id;
  const connectors = useQuery({
    queryKey: ['connectors', 'instances', accountId],
    queryFn: () => dataProvider.connectorInstances(CONNECTORS_RESOURCE, { accountId, page: 0, size: 100, sort: 'name,asc' }),
  });
  const links = useQuery({
    queryKey: ['connectors', 'links', appInstanceId],
    queryFn: () => dataProvider.links(CONNECTORS_RESOURCE, { appInstanceId }),
  });
  const change = useMutation({
    mutationFn: ({ connectorAppInstanceId, status }: { connectorAppInstanceId: number; status: LinkStatus }) =>
      dataProvider.changeLink(CONNECTORS_RESOURCE, { appInstanceId, accountId, connectorAppInstanceId, status, userId: Number(userId) || null }),
    onSuccess: ({ data }) => {
      const linked = data.status === 'ACTIVE';
      const message = translate(linked ? 'connectors.links.linkedDialog' : 'connectors.links.removedDialog');
      trackActivity({ key: linked ? 'connectorLink.linked' : 'connectorLink.removed', params: { name: data.connectorName ?? '', instance: appInstanceId }, status: 'success', action: 'update' });
      setResult({ severity: 'success', message });
      void queryClient.invalidateQueries({ queryKey: ['connectors', 'links', appInstanceId] });
    },
    onError: (error: Error) => setResult({ severity: 'error', message: error.message }),
  });
  const active = (links.data ?? []).filter((l) => l.status === 'ACTIVE');
  const linkOf = (connectorInstanceId: number) => active.find((l) => l.connectorAppInstanceId === connectorInstanceId);
  const others = (connectors.data?.content ?? []).filter((c) => c.id !== appInstanceId);

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6">{translate('connectors.links.available')}</Typography>
          {connectors.isSuccess && others.length === 0 && <Typography color="text.secondary">{translate('connectors.links.none')}</Typography>}
          <List dense aria-label={translate('connectors.links.available')}>
            {others.map((c) => {
              const link = linkOf(c.id);
              return (
                <ListItem
                  key={c.id}
                  secondaryAction={(
                    <Button
                      size="small" variant={link ? 'outlined' : 'contained'} color={link ? 'error' : 'primary'} disabled={change.isPending}
                      onClick={() => change.mutate({ connectorAppInstanceId: c.id, status: link ? 'INACTIVE' : 'ACTIVE' })}
                      aria-label={`${translate(link ? 'connectors.links.unlink' : 'connectors.links.link')} ${c.name}`}
                    >
                      {translate(link ? 'connectors.links.unlink' : 'connectors.links.link')}
                    </Button>
                  )}
                >
                  <ListItemText primary={c.name} secondary={link ? <Chip component="span" size="small" color="success" label={translate('connectors.links.linked')} /> : null} />
                </ListItem>
              );
            })}
          </List>
          <Divider />
          <Typography variant="h6">{translate('connectors.links.title')}</Typography>
          {links.isSuccess && active.length === 0 && <Typography color="text.secondary">{translate('connectors.links.noLinks')}</Typography>}
          {active.map((link) => <LinkedConnector key={link.id} link={link} appInstanceId={appInstanceId} onSaved={setResult} />)}
        </Stack>
      </CardContent>
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </Card>
  );
}

function LinkedConnector({ link, appInstanceId, onSaved }: { link: LinkView; appInstanceId: number; onSaved: (r: ResultMessage) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConnectorsDataProvider>();
  const connectorId = link.connectorAppId;
  const apis = useQuery({
    queryKey: ['connectors', 'apis', connectorId, 'instance'],
    queryFn: () => dataProvider.connectorApis(CONNECTORS_RESOURCE, { connectorId, page: 0, size: 100, sort: 'name,asc' }),
  });
  const values = useQuery({
    queryKey: ['connectors', 'instanceApis', appInstanceId, connectorId],
    queryFn: () => dataProvider.instanceApis(CONNECTORS_RESOURCE, { connectorId, appInstanceId }),
  });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" fontWeight="bold">{link.connectorName}</Typography>
      {apis.isSuccess && apis.data.content.length === 0 && <Typography color="text.secondary">{translate('connectors.instance.noApis')}</Typography>}
      {apis.data?.content.map((api) => (
        <Accordion key={api.id} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Stack direction="row" spacing={1} alignItems="center">
              <Chip size="small" label={api.method} />
              <Typography>{api.name}</Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            {values.isSuccess && (
              <InstanceApiForm
                api={api} appInstanceId={appInstanceId} onSaved={onSaved}
                current={values.data.find((v) => v.connectorApiId === api.id)}
              />
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </Stack>
  );
}

function InstanceApiForm({ api, appInstanceId, current, onSaved }: {
  api: ConnectorApiView; appInstanceId: number; current?: InstanceApiView; onSaved: (r: ResultMessage) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConnectorsDataProvider>();
  const queryClient = useQueryClient();
  const [baseUrl, setBaseUrl] = useState(current?.baseUrl ?? '');
  const [username, setUsername] = useState(current?.username ?? '');
  const [secret, setSecret] = useState<string | undefined>(undefined);
  const [placeholderValues, setPlaceholderValues] = useState<Record<string, string>>(current?.placeholderValues ?? {});
  const needsUser = api.auth.type === 'basic' || api.auth.type === 'oauth2ClientCredentials';
  const save = useMutation({
    mutationFn: () => dataProvider.saveInstanceApi(CONNECTORS_RESOURCE, {
      body: {
        id: current?.id, appId: api.connectorId, appInstanceId, connectorApiId: api.id, baseUrl: baseUrl.trim() || null,
        placeholderValues: Object.fromEntries(Object.entries(placeholderValues).filter(([name, v]) => v !== '' && api.placeholders.includes(name))),
        ...(needsUser ? { username: username || null } : {}),
        ...(secret === undefined ? {} : { secret }),
      },
    }),
    onSuccess: () => {
      const message = translate('connectors.instance.saved');
      trackActivity({ key: 'instanceConnectorApi.saved', params: { name: api.name, instance: appInstanceId }, status: 'success', action: current ? 'update' : 'create' });
      setSecret(undefined);
      onSaved({ severity: 'success', message });
      void queryClient.invalidateQueries({ queryKey: ['connectors', 'instanceApis', appInstanceId] });
    },
  });
  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{api.url}</Typography>
      <TextField
        size="small" label={translate('connectors.instance.baseUrl')} value={baseUrl} onChange={(e) => setBaseUrl(e.target.value)}
        helperText={translate('connectors.instance.baseUrlHelp')} inputProps={{ maxLength: CONNECTOR_URL_MAX }}
      />
      {needsUser && (
        <TextField
          size="small" label={translate(api.auth.type === 'basic' ? 'connectors.apis.username' : 'connectors.apis.clientId')}
          value={username} onChange={(e) => setUsername(e.target.value)}
        />
      )}
      {api.auth.type !== 'none' && (
        <SecretField label={translate(`connectors.apis.secret.${api.auth.type}`)} hasSecret={current?.hasSecret ?? false} value={secret} onChange={setSecret} />
      )}
      <Typography variant="subtitle2">{translate('connectors.instance.placeholderValues')}</Typography>
      {api.placeholders.length === 0 && <Typography variant="body2" color="text.secondary">{translate('connectors.instance.noPlaceholders')}</Typography>}
      {api.placeholders.map((name) => (
        <TextField
          key={name} size="small" label={`{{${name}}}`} value={placeholderValues[name] ?? ''} inputProps={{ maxLength: HEADER_VALUE_MAX }}
          onChange={(e) => setPlaceholderValues((v) => ({ ...v, [name]: e.target.value }))}
        />
      ))}
      {save.error && <Alert severity="error">{save.error.message}</Alert>}
      <div><Button variant="contained" disabled={save.isPending} onClick={() => save.mutate()}>{translate('connectors.instance.save')}</Button></div>
      <Divider />
      <Typography variant="subtitle2">{translate('connectors.test.title')}</Typography>
      <TestCallPanel key={current?.updatedAt ?? 'none'} api={api} appInstanceId={appInstanceId} initialValues={current?.placeholderValues} />
    </Stack>
  );
}
