// The activity log (/app/:accountId/activity-log): every action of the account's people, newest
// first, filtered by who, what, outcome and dates (and words of the message), one in detail, and
// the filtered view as a CSV file. Says how long traces are kept and when the purge last ran. The
// list and the retention are react-admin resources (activityLogResources.ts).
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { DataTable, Title, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { SectionList } from '../../ui/SectionList';
import { useShowResult } from '../../ui/ResultProvider';
import { useAccountId } from '../../session';
import type { ActivityEntry, ActivityRetention } from '../../../contract/activityLog';
import { ACTIVITY_LOG_RESOURCE, filterQuery, type ActivityFilters, type ActivityLogDataProvider } from './activityLogDataProvider';
import { ACTIVITY_ENTRIES, ACTIVITY_RETENTION } from './activityLogResources';
import { ActivityFiltersBar } from './ActivityFiltersBar';
import { ActivityDetailDialog } from './ActivityDetailDialog';
import { useDateTime } from '../../ui/useDateTime';
import { useActivityText } from './useActivityText';

/** No sort asked: the server's order, newest first, is the only one. */
const SERVER_ORDER = { field: '', order: 'ASC' } as const;

export function ActivityLogPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ActivityLogDataProvider>();
  const showResult = useShowResult();
  const dateTime = useDateTime();
  const text = useActivityText();
  const [filters, setFilters] = useState<ActivityFilters>({});
  const [opened, setOpened] = useState<number | null>(null);
  const accountId = useAccountId();
  const retention = useGetOne<ActivityRetention & { id: string }>(ACTIVITY_RETENTION, { id: accountId });
  // The CSV download, a custom call: no record is read or changed.
  const download = useMutation({
    mutationFn: () => dataProvider.exportCsv(ACTIVITY_LOG_RESOURCE, filters),
    onSuccess: (csv) => {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      link.download = `activity-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    },
    onError: (error: Error) => showResult({ severity: 'error', message: error.message }),
  });

  return (
    <Box>
      <Title title={translate('activityLog.title.page')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{translate('activityLog.title.page')}</Typography>
      {retention.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('activityLog.retention', { smart_count: retention.data.retentionDays })}{' '}
          {retention.data.lastPurgeAt
            ? translate('activityLog.lastPurge', { at: dateTime(retention.data.lastPurgeAt), deleted: retention.data.lastPurgeDeleted ?? 0 })
            : translate('activityLog.neverPurged')}
        </Typography>
      )}
      <ActivityFiltersBar filters={filters} onChange={setFilters} />
      <SectionList
        resource={ACTIVITY_ENTRIES} filter={filterQuery(filters)} sort={SERVER_ORDER}
        caption="activityLog.title.page" empty="activityLog.empty"
        toolbar={(
          <Button startIcon={<DownloadIcon />} variant="outlined" onClick={() => download.mutate()} disabled={download.isPending}>
            {translate('activityLog.action.export')}
          </Button>
        )}
      >
        <DataTable.Col source="createdAt" label="activityLog.fields.time" disableSort
          render={(e: ActivityEntry) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{dateTime(e.createdAt)}</Box>} />
        <DataTable.Col source="userName" label="activityLog.fields.user" disableSort />
        <DataTable.Col source="type" label="activityLog.fields.type" disableSort render={(e: ActivityEntry) => text.kind(e.type)} />
        <DataTable.Col source="event" label="activityLog.fields.event" disableSort />
        <DataTable.Col source="status" label="activityLog.fields.status" disableSort />
        <DataTable.Col source="message" label="activityLog.fields.message" disableSort
          render={(e: ActivityEntry) => <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{text.message(e)}</Box>} />
        <DataTable.Col label="shell.table.actions" align="right" disableSort render={(e: ActivityEntry) => (
          <Button size="small" onClick={() => setOpened(e.id)} aria-label={`${translate('activityLog.action.details')}: ${text.message(e) || e.id}`}>
            {translate('activityLog.action.details')}
          </Button>
        )} />
      </SectionList>
      {opened !== null && <ActivityDetailDialog id={opened} onClose={() => setOpened(null)} />}
    </Box>
  );
}
