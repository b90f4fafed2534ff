// A connection's tables with the engine's row estimates; choosing one shows its columns and types
// (developer-portal.md §7 tableList, columnList).
import { useState } from 'react';
import {
  Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography,
} from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { DatabaseView } from '../../../contract/databases';
import { useCount } from '../../ui/useDateTime';
import { DATABASE_COLUMNS, DATABASE_TABLES, type ColumnRecord, type TableRecord } from './databasesResources';

export function BrowseDialog({ connection, onClose }: { connection: DatabaseView; onClose: () => void }) {
  const translate = useTranslate();
  const count = useCount();
  const [table, setTable] = useState<TableRecord | null>(null);
  const tables = useGetList<TableRecord>(DATABASE_TABLES, { filter: { connectionId: connection.id } });
  const columns = useGetList<ColumnRecord>(
    DATABASE_COLUMNS,
    { filter: { connectionId: connection.id, tableName: table?.name, schemaName: table?.schema } },
    { enabled: table !== null },
  );
  const tableLabel = (t: TableRecord) => `${t.schema}.${t.name}`;

  return (
    <Dialog open onClose={onClose} aria-labelledby="browse-dialog-title" fullWidth maxWidth="md">
      <DialogTitle id="browse-dialog-title">{translate('databases.title.browse', { name: connection.databaseName })}</DialogTitle>
      <DialogContent>
        {tables.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
        {tables.error && <Alert severity="error">{(tables.error as Error).message}</Alert>}
        {tables.data?.length === 0 && <Typography>{translate('databases.noTables')}</Typography>}
        {!!tables.data?.length && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate('databases.title.browse', { name: connection.databaseName })}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{translate('databases.fields.table')}</TableCell>
                  <TableCell scope="col" align="right">{translate('databases.fields.rowEstimate')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {tables.data.map((t) => (
                  <TableRow key={tableLabel(t)} selected={table === t}>
                    <TableCell component="th" scope="row">
                      <Button size="small" onClick={() => setTable(t)} aria-pressed={table === t} sx={{ textTransform: 'none' }}>{tableLabel(t)}</Button>
                    </TableCell>
                    <TableCell align="right">{count(t.rowEstimate)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {table && (
          <Box component="section" aria-labelledby="columns-title" sx={{ mt: 3 }}>
            <Typography id="columns-title" variant="h6" component="h3">{tableLabel(table)}</Typography>
            {columns.error && <Alert severity="error">{(columns.error as Error).message}</Alert>}
            {columns.data && (
              <Table size="small" aria-labelledby="columns-title">
                <TableHead>
                  <TableRow>
                    {['column', 'type', 'nullable'].map((c) => <TableCell key={c} scope="col">{translate(`databases.fields.${c}`)}</TableCell>)}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {columns.data.map((c) => (
                    <TableRow key={c.name}>
                      <TableCell component="th" scope="row">{c.name}</TableCell>
                      <TableCell><code>{c.type}</code></TableCell>
                      <TableCell>{translate(c.nullable ? 'databases.yes' : 'databases.no')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('databases.action.close')}</Button></DialogActions>
    </Dialog>
  );
}
