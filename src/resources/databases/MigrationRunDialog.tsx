// A migration's progress and result (issue 14 item 3): polled while it runs (rows and tables done,
// rate, time left, cancel), then per table the proof — rows read and written, both checksums — or
// the failure naming the table and row. The dialog can be closed and reopened from the page's list.
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography,
  useMediaQuery, type Theme,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import type { MigrationJobView } from '../../../contract/databases';
import { isUnderway } from '../../../contract/migrationRules';
import { useCount } from '../../ui/useDateTime';
import { DATABASES_RESOURCE, type DatabasesDataProvider } from './databasesDataProvider';
import { MIGRATION_JOBS } from './databasesResources';

const POLL_MS = 1000;

export function MigrationRunDialog({ job: started, onClose }: { job: MigrationJobView; onClose: () => void }) {
  const translate = useTranslate();
  const count = useCount();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dataProvider = useDataProvider<DatabasesDataProvider>();
  const polled = useGetOne<MigrationJobView>(MIGRATION_JOBS, { id: started.id }, {
    initialData: started,
    refetchInterval: (query) => (isUnderway(query.state.data?.status) ? POLL_MS : false),
  });
  const job = polled.data ?? started;
  // The cancel is a custom call (a command to the running job); the job is then read again.
  const cancel = useMutation({
    mutationFn: () => dataProvider.cancelMigration(DATABASES_RESOURCE, job.id),
    onSuccess: () => polled.refetch(),
  });
  const running = isUnderway(job.status);
  const rowsTotal = Math.max(job.rowsEstimate, job.rowsDone);
  const percent = rowsTotal ? Math.min(100, Math.round((job.rowsDone / rowsTotal) * 100)) : running ? 0 : 100;

  return (
    <Dialog open onClose={onClose} aria-labelledby="migration-run-title" fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id="migration-run-title">{translate('databases.migration.runTitle', { source: job.sourceName, target: job.targetName })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }} aria-live="polite">{translate(`databases.migration.status.${job.status}`)}</Typography>
        <LinearProgress variant="determinate" value={percent} aria-label={translate('databases.migration.progress')} sx={{ height: 8, borderRadius: 1, mb: 1 }} />
        <Typography variant="body2">
          {translate('databases.migration.rowsProgress', { done: count(job.rowsDone), total: count(rowsTotal) })}
          {' · '}{translate('databases.migration.tablesProgress', { done: count(job.tablesDone), total: count(job.tablesTotal) })}
          {' · '}{translate('databases.migration.rate', { rate: count(job.rowsPerSecond) })}
          {running && job.secondsLeft !== null && <>{' · '}{translate('databases.migration.timeLeft', { seconds: count(job.secondsLeft) })}</>}
        </Typography>
        {running && job.currentTable && <Typography variant="body2">{translate('databases.migration.current', { table: job.currentTable })}</Typography>}
        {job.status === 'succeeded' && <Alert severity="success" sx={{ my: 2 }}>{translate('databases.messages.migrated')}</Alert>}
        {job.failure && (
          <Alert severity={job.status === 'cancelled' ? 'info' : 'error'} sx={{ my: 2 }}>
            {job.failure.row !== null
              ? translate('databases.migration.failedAtRow', { table: job.failure.table, row: count(job.failure.row), message: job.failure.message })
              : translate('databases.migration.failedIn', { table: job.failure.table, message: job.failure.message })}
            {' '}{translate(job.failure.targetTableRemoved ? 'databases.migration.tableRemoved' : 'databases.migration.tableKept')}
          </Alert>
        )}
        {job.tables.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate('databases.migration.proof')}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{translate('databases.fields.table')}</TableCell>
                  <TableCell scope="col" align="right">{translate('databases.migration.sourceRows')}</TableCell>
                  <TableCell scope="col" align="right">{translate('databases.migration.targetRows')}</TableCell>
                  <TableCell scope="col">{translate('databases.migration.checksums')}</TableCell>
                  <TableCell scope="col">{translate('databases.migration.verified')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {job.tables.map((t) => (
                  <TableRow key={`${t.schema}.${t.name}`}>
                    <TableCell component="th" scope="row">{`${t.schema}.${t.name}`}</TableCell>
                    <TableCell align="right">{count(t.sourceRows)}</TableCell>
                    <TableCell align="right">{count(t.targetRows)}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{t.sourceChecksum === t.targetChecksum ? t.sourceChecksum : `${t.sourceChecksum} ≠ ${t.targetChecksum}`}</TableCell>
                    <TableCell>
                      <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', color: t.verified ? 'success.dark' : 'error.main' }}>
                        {t.verified ? <CheckCircleIcon fontSize="small" aria-hidden /> : <ErrorIcon fontSize="small" aria-hidden />}
                        {translate(t.verified ? 'databases.migration.match' : 'databases.migration.differs')}
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {running && <Button color="error" disabled={cancel.isPending} onClick={() => cancel.mutate()}>{translate('databases.migration.cancelRun')}</Button>}
        <Button onClick={onClose}>{translate('databases.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
