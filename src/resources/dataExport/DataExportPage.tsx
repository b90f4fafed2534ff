// Data Export (/app/data-export; developer-portal.md §7 "Data export service"): pick an app instance
// of the account and its data source (one of the account's database connections), then its export
// tables: add, edit, delete, view their data, and export one to example.xlsx with its progress.
import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import GridOnIcon from '@mui/icons-material/GridOn';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Confirm, DataTable, Title, useCreate, useDelete, useGetList, useTranslate, useUpdate } from 'react-admin';
import { SectionList } from '../../ui/SectionList';
import { EditDeleteButtons } from '../../ui/EditDeleteButtons';
import { useShowResult, useShowSuccess } from '../../ui/ResultProvider';
import { useDateTime } from '../../ui/useDateTime';
import type { ExportConnection, ExportInstance, ExportJobView, ExportTableView } from '../../../contract/dataExport';
import type { TableRef } from './dataExportDataProvider';
import { EXPORT_CONNECTIONS, EXPORT_INSTANCES, EXPORT_JOBS, EXPORT_TABLES, type InstanceRecord } from './dataExportResources';
import { ExportTableDialog } from './ExportTableDialog';
import { ViewDataDialog } from './ViewDataDialog';
import { ExportProgress } from './ExportProgress';

const refOf = (t: ExportTableView): TableRef => ({ tableName: t.tableName, schemaName: t.schemaName, appInstanceId: t.appInstanceId, appId: t.appId });
const instanceLabel = (i: ExportInstance) => [i.appName, i.instanceName !== i.appName && i.instanceName, i.environment].filter(Boolean).join(' · ');
/** The server's default order, shown as the list's sort from the start. */
const BY_TABLE_NAME = { field: 'tableName', order: 'ASC' } as const;

export function DataExportPage() {
  const translate = useTranslate();
  const dateTime = useDateTime();
  const showResult = useShowResult();
  const showSuccess = useShowSuccess();
  const instances = useGetList<InstanceRecord>(EXPORT_INSTANCES);
  const connections = useGetList<ExportConnection>(EXPORT_CONNECTIONS);
  const [chosen, setChosen] = useState<number | null>(null);
  const instance = instances.data?.find((i) => i.appInstanceId === chosen) ?? instances.data?.[0];
  const [editing, setEditing] = useState<{ table?: ExportTableView } | null>(null);
  const [viewing, setViewing] = useState<TableRef | null>(null);
  const [deleting, setDeleting] = useState<ExportTableView | null>(null);
  const [jobs, setJobs] = useState<ExportJobView[]>([]);
  const fail = (error: Error) => showResult({ severity: 'error', message: error.message });

  // Pessimistic: the picker waits for the instance as saved, which react-admin puts in the list's cache.
  const [update, { isPending: choosing }] = useUpdate<InstanceRecord>();
  const chooseSource = (connectionId: number | null) => update(EXPORT_INSTANCES, { id: instance!.id, data: { connectionId }, previousData: instance }, {
    mutationMode: 'pessimistic',
    onSuccess: () => showResult({ severity: 'success', message: 'dataExport.messages.sourceSaved' }),
    onError: (error) => fail(error as Error),
  });
  const [deleteOne, { isPending: removing }] = useDelete();
  const remove = (table: ExportTableView) => deleteOne(EXPORT_TABLES, { id: table.id, previousData: table }, {
    mutationMode: 'pessimistic',
    onSuccess: () => showSuccess(translate('resources.exportTables.notifications.deleted', { table: table.tableName })),
    onError: (error) => fail(error as Error),
    onSettled: () => setDeleting(null),
  });
  // Starting an export creates a job (an exportJobs record), followed by ExportProgress.
  const [createJob, { isPending: starting }] = useCreate<TableRef, Error, ExportJobView>();
  const exportTable = (table: ExportTableView) => createJob(EXPORT_JOBS, { data: refOf(table) }, {
    onSuccess: (job) => setJobs((all) => [job, ...all]),
    onError: fail,
  });

  return (
    <Box>
      <Title title={translate('shell.menu.dataExport')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate('shell.menu.dataExport')}</Typography>
      {instances.error && <Alert severity="error">{(instances.error as Error).message}</Alert>}
      {instances.data?.length === 0 && <Alert severity="info">{translate('dataExport.noInstances')}</Alert>}
      {instance && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <TextField select label={translate('dataExport.fields.instance')} value={instance.appInstanceId}
              onChange={(e) => setChosen(Number(e.target.value))} sx={{ minWidth: { sm: 260 } }}>
              {instances.data!.map((i) => <MenuItem key={i.appInstanceId} value={i.appInstanceId}>{instanceLabel(i)}</MenuItem>)}
            </TextField>
            <TextField select label={translate('dataExport.fields.source')} value={instance.connectionId ?? ''} disabled={choosing}
              onChange={(e) => chooseSource(e.target.value === '' ? null : Number(e.target.value))} sx={{ minWidth: { sm: 220 } }}>
              <MenuItem value="">{translate('dataExport.fields.noSource')}</MenuItem>
              {(connections.data ?? []).map((c) => <MenuItem key={c.id} value={c.id}>{c.databaseName}</MenuItem>)}
            </TextField>
          </Stack>
          {connections.data?.length === 0 && <Alert severity="info" sx={{ mb: 2 }}>{translate('dataExport.noConnections')}</Alert>}
          {instance.connectionId === null && !!connections.data?.length && <Alert severity="info" sx={{ mb: 2 }}>{translate('dataExport.chooseSource')}</Alert>}
          <SectionList
            key={instance.appInstanceId}
            resource={EXPORT_TABLES} filter={{ appInstanceId: instance.appInstanceId, appId: instance.appId }} sort={BY_TABLE_NAME}
            caption="dataExport.title.list" empty="dataExport.empty"
            toolbar={(
              <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({})} disabled={instance.connectionId === null}>
                {translate('dataExport.action.add')}
              </Button>
            )}
          >
            <DataTable.Col source="tableName" label="dataExport.fields.tableName" />
            <DataTable.Col source="schemaName" label="dataExport.fields.schemaName" />
            <DataTable.Col source="updatedAt" label="dataExport.fields.updatedAt" render={(t: ExportTableView) => dateTime(t.updatedAt)} />
            <DataTable.Col label="shell.table.actions" align="right" disableSort sx={{ whiteSpace: 'nowrap' }} render={(t: ExportTableView) => (
              <>
                <Button size="small" startIcon={<GridOnIcon />} onClick={() => setViewing(refOf(t))} aria-label={`${translate('dataExport.action.view')}: ${t.tableName}`}>
                  {translate('dataExport.action.view')}
                </Button>
                <Button size="small" startIcon={<FileDownloadIcon />} onClick={() => exportTable(t)} disabled={starting}
                  aria-label={`${translate('dataExport.action.export')}: ${t.tableName}`}>
                  {translate('dataExport.action.export')}
                </Button>
                <EditDeleteButtons name={t.tableName} onEdit={() => setEditing({ table: t })} onDelete={() => setDeleting(t)} />
              </>
            )} />
          </SectionList>
          {jobs.map((job) => <ExportProgress key={job.id} job={job} />)}
          {editing && (
            <ExportTableDialog instance={instance} table={editing.table} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
          )}
        </>
      )}
      {viewing && <ViewDataDialog table={viewing} onClose={() => setViewing(null)} />}
      <Confirm
        isOpen={deleting !== null} title="dataExport.title.delete"
        content={deleting ? translate('dataExport.question.delete', { name: deleting.tableName }) : ''}
        confirm="dataExport.action.confirm" cancel="dataExport.action.cancel" loading={removing}
        onConfirm={() => deleting && remove(deleting)} onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
