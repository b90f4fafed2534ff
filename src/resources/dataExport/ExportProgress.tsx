// An export job followed to its end (developer-portal.md §7 send-to-rabbitmq-and-export): rows
// written against the count taken when it began, then the result (rows per sheet) and the download
// of example.xlsx. The job runs on the server: leaving the page does not stop it, and the bell tells.
import { Alert, Box, Button, LinearProgress, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import type { ExportJobView } from '../../../contract/dataExport';
import { isFinished } from '../../../contract/dataExportRules';
import { useCount } from '../../ui/useDateTime';
import { useShowResult } from '../../ui/ResultProvider';
import { DATA_EXPORT_RESOURCE, type DataExportDataProvider } from './dataExportDataProvider';
import { EXPORT_JOBS } from './dataExportResources';
import { saveFromService } from '../../ui/saveFromService';

const POLL_MS = 1000;

export function ExportProgress({ job: started }: { job: ExportJobView }) {
  const translate = useTranslate();
  const count = useCount();
  const showResult = useShowResult();
  const dataProvider = useDataProvider<DataExportDataProvider>();
  const { data: job = started } = useGetOne<ExportJobView>(EXPORT_JOBS, { id: started.id }, {
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data.status) ? false : POLL_MS),
    initialData: started,
  });
  // The download is a custom call: a short-lived link to the file, then the file.
  const download = useMutation({
    mutationFn: async () => {
      const link = await dataProvider.downloadLink(DATA_EXPORT_RESOURCE, job.id);
      saveFromService('dataExport', link.path, link.fileName);
    },
    onError: (error: Error) => showResult({ severity: 'error', message: error.message }),
  });
  const percent = job.totalRows ? Math.min(100, (job.rowsDone / job.totalRows) * 100) : undefined;
  const status = (() => {
    switch (job.status) {
      case 'queued': return translate('dataExport.progress.queued');
      case 'running': return job.totalRows === null
        ? translate('dataExport.progress.runningUncounted', { done: count(job.rowsDone) })
        : translate('dataExport.progress.running', { done: count(job.rowsDone), total: count(job.totalRows) });
      case 'done': return translate('dataExport.progress.done', { message: job.result?.message ?? '' });
      default: return translate('dataExport.progress.failed', { message: job.message ?? '' });
    }
  })();
  const titleId = `export-progress-${job.id}`;

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Typography id={titleId} variant="h6" component="h2">{translate('dataExport.title.progress', { name: `${job.schemaName}.${job.tableName}` })}</Typography>
      {!isFinished(job.status) && (
        <>
          <LinearProgress variant={percent === undefined ? 'indeterminate' : 'determinate'} value={percent}
            aria-label={translate('dataExport.title.progress', { name: job.tableName })} sx={{ my: 1 }} />
          <Typography variant="body2" color="text.secondary">{translate('dataExport.progress.leave')}</Typography>
        </>
      )}
      <Alert severity={job.status === 'failed' ? 'error' : job.status === 'done' ? (job.result?.stoppedBy ? 'warning' : 'success') : 'info'} role="status" sx={{ my: 1 }}>
        {status}
      </Alert>
      {job.status === 'done' && job.result && (
        <Box>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate('dataExport.progress.sheets')} sx={{ maxWidth: 360 }}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{translate('dataExport.fields.sheet')}</TableCell>
                  <TableCell scope="col" align="right">{translate('dataExport.fields.rows')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {job.result.sheets.map((sheet) => (
                  <TableRow key={sheet.name}>
                    <TableCell component="th" scope="row">{sheet.name}</TableCell>
                    <TableCell align="right">{count(sheet.rows)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" scope="row">{translate('dataExport.progress.total')}</TableCell>
                  <TableCell align="right">{count(job.result.rows)}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Box>
          <Button variant="contained" startIcon={<DownloadIcon />} sx={{ mt: 1 }} onClick={() => download.mutate()} disabled={download.isPending}>
            {translate('dataExport.action.download')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
