// Data Migration (/app/data-migration; developer-portal.md §7 "Database, migration and export"): the
// account's database connections with add, edit, test, delete and browse, and data migrations
// between them: started from a reviewed plan, followed while they run, proved when they end; and
// the account's container files.
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import TableChartIcon from '@mui/icons-material/TableChart';
import MoveDownIcon from '@mui/icons-material/MoveDown';
import { Confirm, DataTable, Title, useDelete, useGetList, useTranslate } from 'react-admin';
import { SectionList } from '../../ui/SectionList';
import { EditDeleteButtons } from '../../ui/EditDeleteButtons';
import { useShowResult, useShowSuccess } from '../../ui/ResultProvider';
import { useDateTime } from '../../ui/useDateTime';
import type { DatabaseView, MigrationJobView } from '../../../contract/databases';
import { isUnderway } from '../../../contract/migrationRules';
import { DATABASE_CONNECTIONS, MIGRATION_JOBS } from './databasesResources';
import { DatabaseDialog } from './DatabaseDialog';
import { BrowseDialog } from './BrowseDialog';
import { MigrationDialog } from './MigrationDialog';
import { MigrationRunDialog } from './MigrationRunDialog';
import { RecentMigrations } from './RecentMigrations';
import { ContainerFiles } from './ContainerFiles';

/** The server's default order, shown as the list's sort from the start. */
const BY_NAME = { field: 'databaseName', order: 'ASC' } as const;
const POLL_RUNNING_MS = 2000;

export function DataMigrationPage() {
  const translate = useTranslate();
  const dateTime = useDateTime();
  const showResult = useShowResult();
  const showSuccess = useShowSuccess();
  const [editing, setEditing] = useState<{ connection?: DatabaseView } | null>(null);
  const [browsing, setBrowsing] = useState<DatabaseView | null>(null);
  const [deleting, setDeleting] = useState<DatabaseView | null>(null);
  const [migrating, setMigrating] = useState(false);
  const [watching, setWatching] = useState<MigrationJobView | null>(null);
  // The recent migrations, polled while one is underway, and read again when a run's dialog closes.
  const migrations = useGetList<MigrationJobView>(MIGRATION_JOBS, {}, {
    refetchInterval: (query) => (query.state.data?.data.some((job) => isUnderway(job.status)) ? POLL_RUNNING_MS : false),
  });
  const [deleteOne, { isPending: removing }] = useDelete();
  const remove = (connection: DatabaseView) => deleteOne(DATABASE_CONNECTIONS, { id: connection.id, previousData: connection }, {
    mutationMode: 'pessimistic',
    onSuccess: () => showSuccess(translate('resources.databaseConnections.notifications.deleted')),
    onError: (error) => showResult({ severity: 'error', message: (error as Error).message }),
    onSettled: () => setDeleting(null),
  });
  const where = (c: DatabaseView) => (c.host ? `${c.host}${c.port ? `:${c.port}` : ''}` : translate('databases.engines.embedded'));

  return (
    <Box>
      <Title title={translate('shell.menu.dataMigration')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate('shell.menu.dataMigration')}</Typography>
      <SectionList
        resource={DATABASE_CONNECTIONS} sort={BY_NAME} caption="databases.title.list" empty="databases.empty"
        toolbar={(
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({})}>{translate('databases.action.add')}</Button>
            <Button startIcon={<MoveDownIcon />} variant="contained" onClick={() => setMigrating(true)}>{translate('databases.migration.open')}</Button>
          </Box>
        )}
      >
        <DataTable.Col source="databaseName" label="databases.fields.databaseName" />
        <DataTable.Col source="engine" label="databases.fields.engine" render={(c: DatabaseView) => translate(`databases.engines.${c.engine}`)} />
        <DataTable.Col source="host" label="databases.fields.host" render={where} />
        <DataTable.Col source="database" label="databases.fields.database" disableSort />
        <DataTable.Col source="updatedAt" label="databases.fields.updatedAt" render={(c: DatabaseView) => dateTime(c.updatedAt)} />
        <DataTable.Col label="shell.table.actions" align="right" disableSort sx={{ whiteSpace: 'nowrap' }} render={(c: DatabaseView) => (
          <>
            <Button size="small" startIcon={<TableChartIcon />} onClick={() => setBrowsing(c)} aria-label={`${translate('databases.action.browse')}: ${c.databaseName}`}>
              {translate('databases.action.browse')}
            </Button>
            <EditDeleteButtons name={c.databaseName} onEdit={() => setEditing({ connection: c })} onDelete={() => setDeleting(c)} />
          </>
        )} />
      </SectionList>
      {editing && <DatabaseDialog connection={editing.connection} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />}
      {browsing && <BrowseDialog connection={browsing} onClose={() => setBrowsing(null)} />}
      <RecentMigrations jobs={migrations.data} onOpen={setWatching} />
      <ContainerFiles />
      {migrating && (
        <MigrationDialog onClose={() => setMigrating(false)}
          onStarted={(job) => { setMigrating(false); setWatching(job); }} />
      )}
      {watching && (
        <MigrationRunDialog job={watching}
          onClose={() => { setWatching(null); void migrations.refetch(); }} />
      )}
      <Confirm
        isOpen={deleting !== null} title="databases.title.delete"
        content={deleting ? translate('databases.question.delete', { name: deleting.databaseName }) : ''}
        confirm="databases.action.confirm" cancel="databases.action.cancel" loading={removing}
        onConfirm={() => deleting && remove(deleting)} onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
