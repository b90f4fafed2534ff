// A connector's APIs, on its edit page in the developer portal (developer-portal.md §7
// "Connectors"): list (paged, searched, sorted by name), add, edit, delete, and test with the
// developer's own credentials. Every change ends with the success dialog (§8).
import { useState } from 'react';
import {
  Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell,
  TableHead, TablePagination, TableRow, TableSortLabel, TextField, Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppSectionProps } from '../../plugins/types';
import { ResultDialog, type ResultMessage } from '../../ui/ResultDialog';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { trackActivity } from '../../dataProviders/activityTracker';
import type { ConnectorApiBody, ConnectorApiView } from '../../../contract/connectors';
import { CONNECTORS_RESOURCE, type ConnectorsDataProvider } from './connectorsDataProvider';
import { ConnectorApiDialog } from './ConnectorApiDialog';
import { TestCallPanel } from './TestCallPanel';

/** On a connector's edit page only (the section's `when`). */
export function ConnectorApisSection({ app }: AppSectionProps) {
  return <ConnectorApis connectorId={app.id} />;
}

function ConnectorApis({ connectorId }: { connectorId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConnectorsDataProvider>();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, 500);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc');
  const [editing, setEditing] = useState<ConnectorApiView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConnectorApiView | null>(null);
  const [testing, setTesting] = useState<ConnectorApiView | null>(null);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const key = ['connectors', 'apis', connectorId];
  const list = useQuery({
    queryKey: [...key, query, page, size, direction],
    queryFn: () => dataProvider.connectorApis(CONNECTORS_RESOURCE, { connectorId, query, page, size, sort: `name,${direction}` }),
    placeholderData: keepPreviousData,
  });
  const done = (message: string, event: 'create' | 'update' | 'delete') => {
    trackActivity({ key: `change.${event}`, type: 'connectorApi', status: 'success', action: event });
    setResult({ severity: 'success', message });
    void queryClient.invalidateQueries({ queryKey: ['connectors'] });
  };
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ConnectorApiBody }) => dataProvider.saveConnectorApi(CONNECTORS_RESOURCE, { id, body }),
    onSuccess: (_, { id }) => {
      setEditing(null);
      done(translate(id ? 'connectors.apis.updated' : 'connectors.apis.added'), id ? 'update' : 'create');
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => dataProvider.deleteConnectorApi(CONNECTORS_RESOURCE, { id }),
    onSuccess: () => {
      setDeleting(null);
      if (list.data?.content.length === 1 && page > 0) setPage(page - 1);
      done(translate('connectors.apis.deleted'), 'delete');
    },
  });
  const rows = list.data?.content ?? [];

  return (
    <Card variant="outlined">
      <CardContent>
        {/* On a phone the title, the search and the button wrap as wholes; the button's words stay on one line. */}
        <Stack direction="row" spacing={2} useFlexGap alignItems="center" sx={{ mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" sx={{ flexGrow: 1 }}>{translate('connectors.apis.title')}</Typography>
          <TextField size="small" label={translate('connectors.apis.search')} value={search} onChange={(e) => { setSearch(e.target.value); setPage(0); }} inputProps={{ maxLength: 200 }} />
          <Button variant="contained" startIcon={<AddIcon />} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} onClick={() => { save.reset(); setEditing('new'); }}>{translate('connectors.apis.add')}</Button>
        </Stack>
        {!list.isPending && rows.length === 0 ? (
          <Typography color="text.secondary">{translate('connectors.apis.empty')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate('connectors.apis.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>
                    <TableSortLabel active direction={direction} onClick={() => setDirection(direction === 'asc' ? 'desc' : 'asc')}>
                      {translate('connectors.apis.name')}
                    </TableSortLabel>
                  </TableCell>
                  <TableCell>{translate('connectors.apis.method')}</TableCell>
                  <TableCell>{translate('connectors.apis.url')}</TableCell>
                  <TableCell>{translate('connectors.apis.auth')}</TableCell>
                  <TableCell align="right">{translate('connectors.apis.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((api) => (
                  <TableRow key={api.id}>
                    <TableCell>{api.name}</TableCell>
                    <TableCell><Chip size="small" label={api.method} /></TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{api.url}</TableCell>
                    <TableCell>{translate(`connectors.apis.authTypes.${api.auth.type}`)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => setTesting(api)}>{translate('connectors.apis.test')}</Button>
                      <Button size="small" onClick={() => { save.reset(); setEditing(api); }}>{translate('connectors.apis.edit')}</Button>
                      <Button size="small" color="error" onClick={() => setDeleting(api)}>{translate('connectors.apis.delete')}</Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <TablePagination
              component="div" count={list.data?.totalElements ?? 0} page={page} rowsPerPage={size} rowsPerPageOptions={[5, 10, 25]}
              onPageChange={(_, p) => setPage(p)} onRowsPerPageChange={(e) => { setSize(Number(e.target.value)); setPage(0); }}
            />
          </Box>
        )}
      </CardContent>
      {editing && (
        <ConnectorApiDialog
          connectorId={connectorId} api={editing === 'new' ? null : editing} saving={save.isPending} error={save.error?.message}
          onClose={() => setEditing(null)} onSave={(body) => save.mutate({ id: editing === 'new' ? undefined : editing.id, body })}
        />
      )}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)}>
        <DialogTitle>{translate('connectors.apis.deleteTitle')}</DialogTitle>
        <DialogContent>{deleting && translate('connectors.apis.deleteQuestion', { name: deleting.name })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{translate('connectors.apis.cancel')}</Button>
          <Button color="error" variant="contained" disabled={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id)}>{translate('connectors.apis.yes')}</Button>
        </DialogActions>
      </Dialog>
      <Dialog open={testing !== null} onClose={() => setTesting(null)} maxWidth="md" fullWidth>
        <DialogTitle>{translate('connectors.test.title')}{testing ? `: ${testing.name}` : ''}</DialogTitle>
        <DialogContent>{testing && <Box sx={{ pt: 1 }}><TestCallPanel api={testing} /></Box>}</DialogContent>
        <DialogActions><Button onClick={() => setTesting(null)}>{translate('shell.result.close')}</Button></DialogActions>
      </Dialog>
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </Card>
  );
}
