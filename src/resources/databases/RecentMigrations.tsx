// The account's recent migrations on the Data Migration page (read by the page, which refreshes them
// when a run's dialog closes): status, what moved where, how many rows, when; one opens in the
// progress dialog (a run left running is found here again).
import { visuallyHidden } from '@mui/utils';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MigrationJobView } from '../../../contract/databases';
import { useCount, useDateTime } from '../../ui/useDateTime';

export function RecentMigrations({ jobs, onOpen }: { jobs: MigrationJobView[] | undefined; onOpen: (job: MigrationJobView) => void }) {
  const translate = useTranslate();
  const count = useCount();
  const dateTime = useDateTime();
  if (!jobs?.length) return null;
  return (
    <Box component="section" aria-labelledby="recent-migrations" sx={{ mt: 4 }}>
      <Typography id="recent-migrations" variant="h6" component="h2" sx={{ mb: 1 }}>{translate('databases.migration.recent')}</Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="recent-migrations">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{translate('databases.migration.source')}</TableCell>
              <TableCell scope="col">{translate('databases.migration.target')}</TableCell>
              <TableCell scope="col">{translate('databases.migration.statusLabel')}</TableCell>
              <TableCell scope="col" align="right">{translate('databases.migration.sourceRows')}</TableCell>
              <TableCell scope="col">{translate('databases.migration.started')}</TableCell>
              <TableCell scope="col"><Box component="span" sx={visuallyHidden}>{translate('ra.action.show')}</Box></TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.map((job) => (
              <TableRow key={job.id}>
                <TableCell component="th" scope="row">{job.sourceName}</TableCell>
                <TableCell>{job.targetName}</TableCell>
                <TableCell>{translate(`databases.migration.status.${job.status}`)}</TableCell>
                <TableCell align="right">{count(job.rowsDone)}</TableCell>
                <TableCell>{dateTime(job.createdAt)}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => onOpen(job)} aria-label={`${translate('ra.action.show')}: ${job.sourceName} → ${job.targetName}, ${dateTime(job.createdAt)}`}>
                    {translate('ra.action.show')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
