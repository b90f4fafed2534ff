// Two revisions side by side (developer-portal.md §2 "History": the side-by-side comparison modal): the
// short fields in a table with the changed ones marked, the preview data and the content in Monaco's diff
// editor (loaded on demand), older on the left.
import { lazy, Suspense } from 'react';
import {
  Box, Dialog, DialogActions, DialogContent, DialogTitle, Button, Table, TableBody, TableCell, TableHead, TableRow,
  Typography, useMediaQuery, useTheme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HistoryComparedField } from '../../../../contract/pageTemplatesHistoryRules';
import { changedFields, type Revision } from './historyRules';

/** The diff editor's code (Monaco's), fetched once: the History tab asks for it as soon as two revisions are ticked. */
export const loadRevisionDiff = () => import('./RevisionDiff');
const RevisionDiff = lazy(loadRevisionDiff);

const TABLE_FIELDS: HistoryComparedField[] = ['pageName', 'description', 'category', 'comments', 'status', 'stable', 'previewImage'];
const DIFF_FIELDS = [{ field: 'dataForPreview', language: 'json', height: 220 }, { field: 'content', language: 'html', height: 420 }] as const;

export interface CompareDialogProps {
  older: Revision;
  newer: Revision;
  onClose: () => void;
}

export function CompareDialog({ older, newer, onClose }: CompareDialogProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));
  const changed = new Set(changedFields(older, newer));
  const label = (field: HistoryComparedField) => translate(`pageTemplates.revisions.fields.${field}`);
  const shown = (revision: Revision, field: HistoryComparedField) => {
    const value = revision[field];
    if (field === 'previewImage') {
      return revision.previewImage
        ? <Box component="img" src={revision.previewImage} alt={translate('pageTemplates.revisions.imageOf', { revision: revision.revision })} sx={{ maxWidth: '100%', maxHeight: 160, border: 1, borderColor: 'divider' }} />
        : translate('pageTemplates.revisions.noImage');
    }
    return typeof value === 'boolean' ? translate(value ? 'pageTemplates.revisions.yes' : 'pageTemplates.revisions.no') : String(value);
  };
  const mark = (field: HistoryComparedField) => (changed.has(field)
    ? (
      <Typography component="span" variant="caption" sx={{ display: 'inline-block', px: 0.75, border: 2, borderColor: 'warning.main', borderRadius: 2, fontWeight: 600 }}>
        {translate('pageTemplates.revisions.changed')}
      </Typography>
    )
    : <Typography component="span" variant="caption" color="text.secondary">{translate('pageTemplates.revisions.unchanged')}</Typography>);
  const revisionName = (revision: Revision) => translate('pageTemplates.revisions.revision', { revision: revision.revision });

  return (
    <Dialog open onClose={onClose} fullScreen={small} maxWidth="xl" fullWidth aria-labelledby="compare-revisions-title">
      <DialogTitle id="compare-revisions-title">
        {translate('pageTemplates.revisions.compareTitle', { older: older.revision, newer: newer.revision })}
      </DialogTitle>
      <DialogContent dividers>
        {changed.size === 0 && <Typography sx={{ mb: 2 }}>{translate('pageTemplates.revisions.same')}</Typography>}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ tableLayout: 'fixed', minWidth: 480 }}>
            <TableHead>
              <TableRow>
                <TableCell scope="col" sx={{ width: '18%' }}>{translate('pageTemplates.revisions.field')}</TableCell>
                <TableCell scope="col">{revisionName(older)}</TableCell>
                <TableCell scope="col">{revisionName(newer)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {TABLE_FIELDS.map((field) => (
                <TableRow key={field} data-changed={changed.has(field)} sx={changed.has(field) ? { bgcolor: 'action.selected' } : undefined}>
                  <TableCell component="th" scope="row">
                    <Box>{label(field)}</Box>
                    {mark(field)}
                  </TableCell>
                  {[older, newer].map((revision) => (
                    <TableCell key={revision.time} sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', verticalAlign: 'top' }}>
                      {shown(revision, field)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        {DIFF_FIELDS.map(({ field, language, height }) => (
          <Box key={field} component="section" aria-label={label(field)} sx={{ mt: 3 }} data-testid={`diff-${field}`}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>{label(field)}</Typography>
              {mark(field)}
            </Box>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
              {translate('pageTemplates.revisions.diffSides', { field: label(field), older: older.revision, newer: newer.revision })}
            </Typography>
            <Box sx={{ border: 1, borderColor: 'divider' }}>
              <Suspense fallback={<Typography sx={{ p: 2 }}>{translate('pageTemplates.revisions.loadingDiff')}</Typography>}>
                <RevisionDiff
                  original={older[field]}
                  modified={newer[field]}
                  language={language}
                  height={height}
                  originalLabel={`${label(field)}, ${revisionName(older)}`}
                  modifiedLabel={`${label(field)}, ${revisionName(newer)}`}
                />
              </Suspense>
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">{translate('pageTemplates.revisions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
