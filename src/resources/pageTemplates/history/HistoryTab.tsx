// The draft editor's History tab (developer-portal.md §2 "Template page draft editor", §4 "History
// compare"): a timeline of the page's revisions, newest first, each with a tick; Compare opens the two
// ticked side by side, and only two may be ticked. Restore puts a revision into the editor as unsaved
// changes, commented "Restored from {time}", so that saving writes a new revision: history is never rewritten.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { useTranslate } from 'react-admin';
import type { TemplatePage } from '../../../../contract/pageTemplates';
import { useDateTime } from '../../../ui/useDateTime';
import { usePageHistory } from './usePageHistory';
import { comparedPair, restoredValues, toggleTick, type Revision } from './historyRules';
import { RevisionItem } from './RevisionItem';
import { CompareDialog, loadRevisionDiff } from './CompareDialog';

export interface HistoryTabProps {
  /** The page being edited (a draft, or a published page). */
  page: TemplatePage;
  /** Puts a revision's values into the editor as unsaved changes (restore). */
  onRestore: (values: Partial<TemplatePage>) => void;
}

export default function HistoryTab({ page, onRestore }: HistoryTabProps) {
  const translate = useTranslate();
  const dateTime = useDateTime();
  const { revisions, names, loading } = usePageHistory(page);
  const [ticked, setTicked] = useState<string[]>([]);
  const [refused, setRefused] = useState(false);
  const [comparing, setComparing] = useState(false);
  const [restored, setRestored] = useState<number | null>(null);
  const pair = comparedPair(revisions, ticked);
  const comparable = pair !== undefined;
  // Two ticked: fetch the diff editor meanwhile, so that Compare opens at once.
  useEffect(() => { if (comparable) void loadRevisionDiff(); }, [comparable]);

  const tick = (time: string) => {
    const next = toggleTick(ticked, time);
    setTicked(next.ticked);
    setRefused(next.refused);
  };
  const restore = (revision: Revision) => {
    onRestore(restoredValues(revision, translate('pageTemplates.revisions.restoredComment', { time: dateTime(revision.time) })));
    setRestored(revision.revision);
  };

  if (loading) {
    return (
      <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{translate('pageTemplates.revisions.loading')}</Typography>
      </Stack>
    );
  }
  if (revisions.length === 0) return <Typography sx={{ p: 2 }}>{translate('pageTemplates.revisions.unavailable')}</Typography>;

  return (
    <Box data-testid="page-history" sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Button variant="contained" startIcon={<CompareArrowsIcon />} disabled={!pair} onClick={() => setComparing(true)}>
          {translate('pageTemplates.revisions.compare')}
        </Button>
        <Typography variant="body2" color="text.secondary">{translate('pageTemplates.revisions.ticked', { count: ticked.length })}</Typography>
      </Stack>
      {refused && <Alert severity="warning" onClose={() => setRefused(false)} closeText={translate('pageTemplates.revisions.close')} sx={{ mb: 2 }}>{translate('pageTemplates.revisions.limit')}</Alert>}
      {restored !== null && (
        <Alert severity="info" role="status" onClose={() => setRestored(null)} closeText={translate('pageTemplates.revisions.close')} sx={{ mb: 2 }}>
          {translate('pageTemplates.revisions.restored', { revision: restored })}
        </Alert>
      )}
      <Box component="ol" aria-label={translate('pageTemplates.revisions.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {revisions.map((revision) => (
          <RevisionItem
            key={revision.time}
            revision={revision}
            when={dateTime(revision.time)}
            editor={revision.userEdited === null ? undefined : names.get(revision.userEdited)}
            ticked={ticked.includes(revision.time)}
            onTick={() => tick(revision.time)}
            onRestore={() => restore(revision)}
          />
        ))}
      </Box>
      {comparing && pair && <CompareDialog older={pair[0]} newer={pair[1]} onClose={() => setComparing(false)} />}
    </Box>
  );
}
