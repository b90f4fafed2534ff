// Data Migration (/app/data-migration; developer-portal.md §7 "Database, migration and export"): the
// account's database connections with add, edit, test, delete and browse, and data migrations
// between them: started from a reviewed plan, followed while they run, proved when they end; and
// the account's container files.
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import TableChartIcon from '@mui/icons-material/TableChart';
import MoveDownIcon from '@mui/icons-material/MoveDown';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useDataProvider, useTranslate } from 'react-admin';
import { SectionTable } from '../../ui/SectionTable';
import { EditDeleteButtons } from '../../ui/EditDeleteButtons';
import { useShowResult } from '../../ui/ResultProvider';
import { useDateTime } from '../../ui/useDateTime';
import type { DatabaseView, MigrationJobView } from '../../../contract/databases';
import { DATABASES_RESOURCE, type DatabasesDataProvider } from './databasesDataProvider';
import { DatabaseDialog } from './DatabaseDialog';
import { BrowseDialog } from './BrowseDialog';
import { MigrationDialog } from './MigrationDialog';
import { MigrationRunDialog } from './MigrationRunDialog';
import { RecentMigrations } from './RecentMigrations';
import { ContainerFiles } from './ContainerFiles';

export function DataMigrationPage() {
  const translate = useTranslate();
  const dateTime = useDateTime();
  const showResult = useShowResult();
  const dataProvider = useDataProvider<DatabasesDataProvider>();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ connection?: DatabaseView } | null>(null);
  const [browsing, setBrowsing] = useState<DatabaseView | null>(null);
  const [deleting, setDeleting] = useState<DatabaseView | null>(null);
  const [migrating, setMigrating] = useState(false);
  const [watching, setWatching] = useState<MigrationJobView | null>(null);
  const remove = useMutation({
    mutationFn: (connection: DatabaseView) => dataProvider.deleteDatabase(DATABASES_RESOURCE, connection.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [DATABASES_RESOURCE] });
      showResult({ severity: 'success', message: 'databases.messages.deleted' });
    },
    onError: (error: Error) => showResult({ severity: 'error', message: error.message }),
    onSettled: () => setDeleting(null),
  });
  const where = (c: DatabaseView) => (c.host ? `${c.host}${c.port ? `:${c.port}` : ''}` : translate('databases.engines.embedded'));

  return (
    <Box>
      <Title title={translate('shell.menu.dataMigration')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate('shell.menu.dataMigration')}</Typography>
      <SectionTable<DatabaseView>
        caption="databases.title.list"
        queryKey={[DATABASES_RESOURCE, 'list']}
        fetchPage={(q) => dataProvider.listDatabases(DATABASES_RESOURCE, q)}
        empty="databases.empty"
        columns={[
          { key: 'databaseName', label: 'databases.fields.databaseName', sortField: 'databaseName', render: (c) => c.databaseName },
          { key: 'engine', label: 'databases.fields.engine', sortField: 'engine', render: (c) => translate(`databases.engines.${c.engine}`) },
          { key: 'host', label: 'databases.fields.host', sortField: 'host', render: where },
          { key: 'database', label: 'databases.fields.database', render: (c) => c.database },
          { key: 'updatedAt', label: 'databases.fields.updatedAt', sortField: 'updatedAt', render: (c) => dateTime(c.updatedAt) },
        ]}
        toolbar={(
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({})}>{translate('databases.action.add')}</Button>
            <Button startIcon={<MoveDownIcon />} variant="contained" onClick={() => setMigrating(true)}>{translate('databases.migration.open')}</Button>
          </Box>
        )}
        rowActions={(c) => (
          <>
            <Button size="small" startIcon={<TableChartIcon />} onClick={() => setBrowsing(c)} aria-label={`${translate('databases.action.browse')}: ${c.databaseName}`}>
              {translate('databases.action.browse')}
            </Button>
            <EditDeleteButtons name={c.databaseName} onEdit={() => setEditing({ connection: c })} onDelete={() => setDeleting(c)} />
          </>
        )}
      />
      {editing && (
        <DatabaseDialog connection={editing.connection} onClose={() => setEditing(null)}
          onSaved={(message) => { setEditing(null); showResult({ severity: 'success', message }); }} />
      )}
      {browsing && <BrowseDialog connection={browsing} onClose={() => setBrowsing(null)} />}
      <RecentMigrations onOpen={setWatching} />
      <ContainerFiles />
      {migrating && (
        <MigrationDialog onClose={() => setMigrating(false)}
          onStarted={(job) => { setMigrating(false); setWatching(job); }} />
      )}
      {watching && (
        <MigrationRunDialog job={watching}
          onClose={() => { setWatching(null); void queryClient.invalidateQueries({ queryKey: [DATABASES_RESOURCE, 'migrations'] }); }} />
      )}
      <Confirm
        isOpen={deleting !== null} title="databases.title.delete"
        content={deleting ? translate('databases.question.delete', { name: deleting.databaseName }) : ''}
        confirm="databases.action.confirm" cancel="databases.action.cancel" loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)} onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
