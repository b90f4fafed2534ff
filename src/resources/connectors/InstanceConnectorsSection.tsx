// An app instance's connectors, on its detail page (developer-portal.md §3 "Link to connector",
// "Instance connector API", §4, §7): the account's connector instances to link or remove (ACTIVE /
// INACTIVE, with the spec's dialogs), and for each linked connector its APIs with this instance's
// values (base URL, credentials, placeholder values) and a test call.
import { useMemo, useState } from 'react';
import {
  Accordion, AccordionDetails, AccordionSummary, Alert, Button, Card, CardContent, Chip, Divider, Stack, TextField, Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataTable, ListContextProvider, ResourceContextProvider, useCreate, useDelete, useGetList, useList, useTranslate, useUpdate,
} from 'react-admin';
import type { InstanceSectionProps } from '../../plugins/types';
import { SectionListView } from '../../ui/SectionList';
import { useShowResult, useShowSuccess } from '../../ui/ResultProvider';
import { useSession } from '../../session';
import type { ConnectorApiView, ConnectorInstanceView, InstanceApiBody, InstanceApiView, LinkView } from '../../../contract/connectors';
import { CONNECTOR_URL_MAX, HEADER_VALUE_MAX } from '../../../contract/connectorsRules';
import { ACCOUNT_CONNECTORS, CONNECTOR_APIS, INSTANCE_CONNECTOR_APIS, INSTANCE_CONNECTOR_LINKS, type LinkScope } from './connectorsResources';
import { SecretField } from './SecretField';
import { TestCallPanel } from './TestCallPanel';

/** Everything at once: an account subscribes to a handful of connectors, a connector has a handful of APIs. */
const ALL = { page: 1, perPage: 100 } as const;
const BY_NAME = { field: 'name', order: 'ASC' } as const;

/** A connector instance of the account, with this instance's link to it if any. */
type LinkableConnector = ConnectorInstanceView & { link?: LinkView };

export function InstanceConnectorsSection({ accountId, instance }: InstanceSectionProps) {
  const translate = useTranslate();
  const showSuccess = useShowSuccess();
  const showResult = useShowResult();
  const { userId } = useSession();
  const appInstanceId = instance.id;
  const connectors = useGetList<ConnectorInstanceView>(ACCOUNT_CONNECTORS, { filter: { accountId }, pagination: ALL, sort: BY_NAME });
  const links = useGetList<LinkView>(INSTANCE_CONNECTOR_LINKS, { filter: { appInstanceId }, pagination: ALL });
  const [create, created] = useCreate();
  const [deleteOne, deleted] = useDelete();
  const changing = created.isPending || deleted.isPending;
  const scope: LinkScope = { appInstanceId, accountId, userId: Number(userId) || null };
  const options = (kind: 'created' | 'deleted') => ({
    mutationMode: 'pessimistic' as const,
    onSuccess: () => showSuccess(translate(`resources.${INSTANCE_CONNECTOR_LINKS}.notifications.${kind}`)),
    onError: (error: unknown) => showResult({ severity: 'error', message: (error as Error).message }),
  });
  const link = (c: ConnectorInstanceView) => create(INSTANCE_CONNECTOR_LINKS, { data: { connectorAppInstanceId: c.id }, meta: scope }, options('created'));
  const unlink = (l: LinkView) => deleteOne(INSTANCE_CONNECTOR_LINKS, { id: l.id, previousData: l, meta: scope }, options('deleted'));

  const active = useMemo(() => links.data ?? [], [links.data]);
  // The instance itself is never a connector it could link to.
  const rows = useMemo<LinkableConnector[]>(() => (connectors.data ?? [])
    .filter((c) => c.id !== appInstanceId)
    .map((c) => ({ ...c, link: active.find((l) => l.connectorAppInstanceId === c.id) })), [connectors.data, active, appInstanceId]);
  const list = useList({ data: rows, isPending: connectors.isPending, perPage: 10 });

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6">{translate('connectors.links.available')}</Typography>
          <ResourceContextProvider value={ACCOUNT_CONNECTORS}>
            <ListContextProvider value={list}>
              <SectionListView caption="connectors.links.available" empty="connectors.links.none">
                <DataTable.Col source="name" label="connectors.apis.name" render={(c: LinkableConnector) => (
                  <Stack direction="row" spacing={1} alignItems="center" component="span">
                    <span>{c.name}</span>
                    {c.link && <Chip component="span" size="small" color="success" label={translate('connectors.links.linked')} />}
                  </Stack>
                )} />
                <DataTable.Col label="connectors.apis.actions" align="right" disableSort render={(c: LinkableConnector) => (
                  <Button
                    size="small" variant={c.link ? 'outlined' : 'contained'} color={c.link ? 'error' : 'primary'} disabled={changing}
                    onClick={() => (c.link ? unlink(c.link) : link(c))}
                    aria-label={`${translate(c.link ? 'connectors.links.unlink' : 'connectors.links.link')} ${c.name}`}
                  >
                    {translate(c.link ? 'connectors.links.unlink' : 'connectors.links.link')}
                  </Button>
                )} />
              </SectionListView>
            </ListContextProvider>
          </ResourceContextProvider>
          <Divider />
          <Typography variant="h6">{translate('connectors.links.title')}</Typography>
          {links.isSuccess && active.length === 0 && <Typography color="text.secondary">{translate('connectors.links.noLinks')}</Typography>}
          {active.map((l) => <LinkedConnector key={l.id} link={l} appInstanceId={appInstanceId} />)}
        </Stack>
      </CardContent>
    </Card>
  );
}

function LinkedConnector({ link, appInstanceId }: { link: LinkView; appInstanceId: number }) {
  const translate = useTranslate();
  const connectorId = link.connectorAppId;
  const apis = useGetList<ConnectorApiView>(CONNECTOR_APIS, { filter: { appId: connectorId }, pagination: ALL, sort: BY_NAME });
  const values = useGetList<InstanceApiView>(INSTANCE_CONNECTOR_APIS, { filter: { appId: connectorId, appInstanceId }, pagination: ALL });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" fontWeight="bold">{link.connectorName}</Typography>
      {apis.isSuccess && apis.data.length === 0 && <Typography color="text.secondary">{translate('connectors.instance.noApis')}</Typography>}
      {apis.data?.map((api) => (
        <Accordion key={api.id} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Stack direction="row" spacing={1} alignItems="center">
              <Chip size="small" label={api.method} />
              <Typography>{api.name}</Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            {values.isSuccess && (
              <InstanceApiForm api={api} appInstanceId={appInstanceId} current={values.data.find((v) => v.connectorApiId === api.id)} />
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </Stack>
  );
}

function InstanceApiForm({ api, appInstanceId, current }: { api: ConnectorApiView; appInstanceId: number; current?: InstanceApiView }) {
  const translate = useTranslate();
  const showSuccess = useShowSuccess();
  const [baseUrl, setBaseUrl] = useState(current?.baseUrl ?? '');
  const [username, setUsername] = useState(current?.username ?? '');
  const [secret, setSecret] = useState<string | undefined>(undefined);
  const [placeholderValues, setPlaceholderValues] = useState<Record<string, string>>(current?.placeholderValues ?? {});
  const needsUser = api.auth.type === 'basic' || api.auth.type === 'oauth2ClientCredentials';
  // Pessimistic: the form waits for the saved values. A new one refreshes the instance's values
  // lists; a saved one's answer replaces it in them.
  const [create, created] = useCreate();
  const [update, updated] = useUpdate();
  const saving = created.isPending || updated.isPending;
  const failure = (created.error ?? updated.error) as Error | null;
  const saved = () => {
    setSecret(undefined);
    showSuccess(translate('connectors.instance.saved'));
  };
  const save = () => {
    const body: InstanceApiBody = {
      id: current?.id, appId: api.connectorId, appInstanceId, connectorApiId: api.id, baseUrl: baseUrl.trim() || null,
      placeholderValues: Object.fromEntries(Object.entries(placeholderValues).filter(([name, v]) => v !== '' && api.placeholders.includes(name))),
      ...(needsUser ? { username: username || null } : {}),
      ...(secret === undefined ? {} : { secret }),
    };
    if (current) update(INSTANCE_CONNECTOR_APIS, { id: current.id, data: body, previousData: current }, { mutationMode: 'pessimistic', onSuccess: saved });
    else create(INSTANCE_CONNECTOR_APIS, { data: body }, { mutationMode: 'pessimistic', onSuccess: saved });
  };
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
      {failure && <Alert severity="error">{failure.message}</Alert>}
      <div><Button variant="contained" disabled={saving} onClick={save}>{translate('connectors.instance.save')}</Button></div>
      <Divider />
      <Typography variant="subtitle2">{translate('connectors.test.title')}</Typography>
      <TestCallPanel key={current?.updatedAt ?? 'none'} api={api} appInstanceId={appInstanceId} initialValues={current?.placeholderValues} />
    </Stack>
  );
}
