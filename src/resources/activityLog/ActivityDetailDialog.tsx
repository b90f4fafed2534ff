// One trace in full: when, who, what, the outcome, and the details it carries.
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import type { ActivityDetail } from '../../../contract/activityLog';
import { ACTIVITY_ENTRIES } from './activityLogResources';
import { useDateTime } from '../../ui/useDateTime';
import { useActivityText } from './useActivityText';

export function ActivityDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const translate = useTranslate();
  const dateTime = useDateTime();
  const text = useActivityText();
  const entry = useGetOne<ActivityDetail>(ACTIVITY_ENTRIES, { id });
  const rows: [string, string | null | undefined][] = entry.data ? [
    ['time', dateTime(entry.data.createdAt)], ['user', `${entry.data.userName}${entry.data.email ? ` (${entry.data.email})` : ''}`],
    ['type', text.kind(entry.data.type)], ['event', entry.data.event], ['status', entry.data.status], ['message', text.message(entry.data)],
    ['folder', entry.data.folderName], ['action', entry.data.action],
  ] : [];
  return (
    <Dialog open onClose={onClose} aria-labelledby="activity-detail-title" fullWidth maxWidth="sm">
      <DialogTitle id="activity-detail-title">{translate('activityLog.title.detail')}</DialogTitle>
      <DialogContent>
        {entry.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {entry.error && <Alert severity="error">{(entry.error as Error).message}</Alert>}
        {entry.data && (
          <Table size="small" aria-label={translate('activityLog.title.detail')}>
            <TableBody>
              {rows.filter(([, value]) => value).map(([key, value]) => (
                <TableRow key={key}>
                  <TableCell component="th" scope="row">{translate(`activityLog.fields.${key}`)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
                </TableRow>
              ))}
              {entry.data.details && (
                <TableRow>
                  <TableCell component="th" scope="row">{translate('activityLog.fields.details')}</TableCell>
                  <TableCell>
                    <Box component="pre" dir="ltr" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{JSON.stringify(entry.data.details, null, 2)}</Box>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>{translate('activityLog.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
