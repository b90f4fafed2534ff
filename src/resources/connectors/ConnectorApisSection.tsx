// A connector's APIs, on its edit page in the developer portal (developer-portal.md §7
// "Connectors"): the connectorApis resource's list (paged, searched, sorted), add, edit, delete, and
// test with the developer's own credentials. Every change ends with the success dialog (§8).
import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, useDelete, useTranslate } from 'react-admin';
import type { AppSectionProps } from '../../plugins/types';
import { SectionList } from '../../ui/SectionList';
import { useShowResult, useShowSuccess } from '../../ui/ResultProvider';
import { useSaveRecord } from '../../ui/useSaveRecord';
import type { ConnectorApiBody, ConnectorApiView } from '../../../contract/connectors';
import { CONNECTOR_APIS } from './connectorsResources';
import { ConnectorApiDialog } from './ConnectorApiDialog';
import { TestCallPanel } from './TestCallPanel';

const BY_NAME = { field: 'name', order: 'ASC' } as const;

/** On a connector's edit page only (the section's `when`). */
export function ConnectorApisSection({ app }: AppSectionProps) {
  return <ConnectorApis connectorId={app.id} />;
}

function ConnectorApis({ connectorId }: { connectorId: number }) {
  const translate = useTranslate();
  const showSuccess = useShowSuccess();
  const showResult = useShowResult();
  const [editing, setEditing] = useState<ConnectorApiView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConnectorApiView | null>(null);
  const [testing, setTesting] = useState<ConnectorApiView | null>(null);
  const [deleteOne, deleted] = useDelete();
  // The dialog stays open on a refusal, showing the server's reason; it opens again without it.
  const saved = useSaveRecord(CONNECTOR_APIS, editing === 'new' ? undefined : editing ?? undefined, { createFields: { connectorId } });
  const edit = (api: ConnectorApiView | 'new') => {
    saved.reset();
    setEditing(api);
  };
  const save = (body: ConnectorApiBody) => saved.save(body, { onSaved: () => setEditing(null) });
  const remove = (api: ConnectorApiView) => deleteOne(CONNECTOR_APIS, { id: api.id, previousData: api }, {
    mutationMode: 'pessimistic',
    onSuccess: () => showSuccess(translate(`resources.${CONNECTOR_APIS}.notifications.deleted`)),
    onError: (error) => showResult({ severity: 'error', message: (error as Error).message }),
    onSettled: () => setDeleting(null),
  });

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" sx={{ mb: 2 }}>{translate('connectors.apis.title')}</Typography>
        <SectionList
          resource={CONNECTOR_APIS} filter={{ appId: connectorId }} sort={BY_NAME} caption="connectors.apis.title" empty="connectors.apis.empty"
          // On a phone the button's words stay on one line.
          toolbar={(
            <Button variant="contained" startIcon={<AddIcon />} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} onClick={() => edit('new')}>
              {translate('connectors.apis.add')}
            </Button>
          )}
        >
          <DataTable.Col source="name" label="connectors.apis.name" />
          <DataTable.Col source="method" label="connectors.apis.method" render={(api: ConnectorApiView) => <Chip size="small" label={api.method} />} />
          <DataTable.Col
            source="url" label="connectors.apis.url" disableSort
            render={(api: ConnectorApiView) => <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{api.url}</Box>}
          />
          <DataTable.Col
            label="connectors.apis.auth" disableSort render={(api: ConnectorApiView) => translate(`connectors.apis.authTypes.${api.auth.type}`)}
          />
          <DataTable.Col label="connectors.apis.actions" align="right" disableSort render={(api: ConnectorApiView) => (
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              <Button size="small" onClick={() => setTesting(api)}>{translate('connectors.apis.test')}</Button>
              <Button size="small" onClick={() => edit(api)}>{translate('connectors.apis.edit')}</Button>
              <Button size="small" color="error" onClick={() => setDeleting(api)}>{translate('connectors.apis.delete')}</Button>
            </Box>
          )} />
        </SectionList>
      </CardContent>
      {editing && (
        <ConnectorApiDialog
          connectorId={connectorId} api={editing === 'new' ? null : editing} saving={saved.saving} error={saved.failure?.message}
          onClose={() => setEditing(null)} onSave={save}
        />
      )}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)}>
        <DialogTitle>{translate('connectors.apis.deleteTitle')}</DialogTitle>
        <DialogContent>{deleting && translate('connectors.apis.deleteQuestion', { name: deleting.name })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{translate('connectors.apis.cancel')}</Button>
          <Button color="error" variant="contained" disabled={deleted.isPending} onClick={() => deleting && remove(deleting)}>{translate('connectors.apis.yes')}</Button>
        </DialogActions>
      </Dialog>
      <Dialog open={testing !== null} onClose={() => setTesting(null)} maxWidth="md" fullWidth>
        <DialogTitle>{translate('connectors.test.title')}{testing ? `: ${testing.name}` : ''}</DialogTitle>
        <DialogContent>{testing && <Box sx={{ pt: 1 }}><TestCallPanel api={testing} /></Box>}</DialogContent>
        <DialogActions><Button onClick={() => setTesting(null)}>{translate('shell.result.close')}</Button></DialogActions>
      </Dialog>
    </Card>
  );
}
