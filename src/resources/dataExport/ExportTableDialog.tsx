// Adds or edits an export table: the schema first, then one of its tables, both read from the
// instance's data source (developer-portal.md §7: GET schema, GET table?schemaName), saved as the
// exportTables resource's record so react-admin refreshes the list.
import { useState } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { ExportInstance, ExportTableBody, ExportTableView } from '../../../contract/dataExport';
import { useCount } from '../../ui/useDateTime';
import { useSaveRecord } from '../../ui/useSaveRecord';
import { EXPORT_SCHEMAS, EXPORT_SOURCE_TABLES, EXPORT_TABLES, type SchemaRecord, type SourceTableRecord } from './dataExportResources';

interface ExportTableDialogProps {
  instance: ExportInstance;
  table?: ExportTableView;
  onClose: () => void;
  onSaved: () => void;
}

export function ExportTableDialog({ instance, table, onClose, onSaved }: ExportTableDialogProps) {
  const translate = useTranslate();
  const count = useCount();
  const [schemaName, setSchemaName] = useState(table?.schemaName ?? '');
  const [tableName, setTableName] = useState(table?.tableName ?? '');
  const schemas = useGetList<SchemaRecord>(EXPORT_SCHEMAS, { filter: { appInstanceId: instance.appInstanceId } });
  const tables = useGetList<SourceTableRecord>(
    EXPORT_SOURCE_TABLES, { filter: { appInstanceId: instance.appInstanceId, schemaName } }, { enabled: schemaName !== '' },
  );
  const { save: saveRecord, saving, failure: saveError } = useSaveRecord(EXPORT_TABLES, table);
  const save = () => {
    const data: ExportTableBody = { appId: instance.appId, appInstanceId: instance.appInstanceId, schemaName, tableName };
    saveRecord(data, { onSaved });
  };
  const loadError = schemas.error ?? tables.error;

  return (
    <Dialog open onClose={onClose} aria-labelledby="export-table-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="export-table-dialog-title">
        {table ? translate('dataExport.title.edit', { name: table.tableName }) : translate('dataExport.title.add')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {saveError && <Alert severity="error">{saveError.message}</Alert>}
          {loadError && <Alert severity="error">{(loadError as Error).message}</Alert>}
          {schemas.isPending && <CircularProgress size={20} aria-label={translate('ra.page.loading')} />}
          <TextField select required autoFocus label={translate('dataExport.fields.schemaName')} value={schemas.data ? schemaName : ''}
            onChange={(e) => { setSchemaName(e.target.value); setTableName(''); }} disabled={!schemas.data}>
            {(schemas.data ?? []).map(({ id: name }) => <MenuItem key={name} value={name}>{name}</MenuItem>)}
          </TextField>
          <TextField select required label={translate('dataExport.fields.tableName')} value={tables.data ? tableName : ''}
            onChange={(e) => setTableName(e.target.value)} disabled={!tables.data}>
            {(tables.data ?? []).map((t) => (
              <MenuItem key={t.name} value={t.name}>{t.name} ({translate(`dataExport.tableRows.${t.rowsKnown}`, { count: count(t.rowEstimate) })})</MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('dataExport.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving || !schemaName || !tableName}>
          {translate('dataExport.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
