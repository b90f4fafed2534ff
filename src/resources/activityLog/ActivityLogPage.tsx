// The activity log (/app/:accountId/activity-log): every action of the account's people, newest
// first, filtered by who, what, outcome and dates (and words of the message), one in detail, and
// the filtered view as a CSV file. Says how long traces are kept and when the purge last ran.
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { SectionTable } from '../../ui/SectionTable';
import { ResultDialog, type ResultMessage } from '../../ui/ResultDialog';
import type { ActivityEntry } from '../../../contract/activityLog';
import { ACTIVITY_LOG_RESOURCE, type ActivityFilters, type ActivityLogDataProvider } from './activityLogDataProvider';
import { ActivityFiltersBar } from './ActivityFiltersBar';
import { ActivityDetailDialog } from './ActivityDetailDialog';
import { useDateTime } from '../../ui/useDateTime';
import { useActivityText } from './useActivityText';

export function ActivityLogPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ActivityLogDataProvider>();
  const dateTime = useDateTime();
  const text = useActivityText();
  const [filters, setFilters] = useState<ActivityFilters>({});
  const [opened, setOpened] = useState<number | null>(null);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const retention = useQuery({ queryKey: [ACTIVITY_LOG_RESOURCE, 'retention'], queryFn: () => dataProvider.retention(ACTIVITY_LOG_RESOURCE) });
  const download = useMutation({
    mutationFn: () => dataProvider.exportCsv(ACTIVITY_LOG_RESOURCE, filters),
    onSuccess: (csv) => {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      link.download = `activity-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    },
    onError: (error: Error) => setResult({ severity: 'error', message: error.message }),
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
      <SectionTable<ActivityEntry>
        caption="activityLog.title.page"
        queryKey={[ACTIVITY_LOG_RESOURCE, 'list', filters]}
        fetchPage={(q) => dataProvider.activity(ACTIVITY_LOG_RESOURCE, filters, q)}
        empty="activityLog.empty"
        columns={[
          { key: 'createdAt', label: 'activityLog.fields.time', render: (e) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{dateTime(e.createdAt)}</Box> },
          { key: 'user', label: 'activityLog.fields.user', render: (e) => e.userName },
          { key: 'type', label: 'activityLog.fields.type', render: (e) => text.kind(e.type) },
          { key: 'event', label: 'activityLog.fields.event', render: (e) => e.event ?? '' },
          { key: 'status', label: 'activityLog.fields.status', render: (e) => e.status ?? '' },
          { key: 'message', label: 'activityLog.fields.message', render: (e) => <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{text.message(e)}</Box> },
        ]}
        toolbar={(
          <Button startIcon={<DownloadIcon />} variant="outlined" onClick={() => download.mutate()} disabled={download.isPending}>
            {translate('activityLog.action.export')}
          </Button>
        )}
        rowActions={(e) => (
          <Button size="small" onClick={() => setOpened(e.id)} aria-label={`${translate('activityLog.action.details')}: ${text.message(e) || e.id}`}>
            {translate('activityLog.action.details')}
          </Button>
        )}
      />
      {opened !== null && <ActivityDetailDialog id={opened} onClose={() => setOpened(null)} />}
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </Box>
  );
}
