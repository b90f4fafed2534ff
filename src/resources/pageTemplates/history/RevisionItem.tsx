// One revision on the History tab's timeline: its tick for a comparison, its number, what the save did,
// when and by whom, its comments as Markdown, and Restore.
import { lazy, Suspense } from 'react';
import { Box, Button, Checkbox, Stack, Typography } from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import { useTranslate } from 'react-admin';
import { HISTORY_ACTIONS } from '../../../../contract/pageTemplatesHistoryRules';
import type { Revision } from './historyRules';

const CommentsMarkdown = lazy(() => import('./CommentsMarkdown'));

export interface RevisionItemProps {
  revision: Revision;
  /** The revision's time as people read it in the console's language. */
  when: string;
  editor: string | undefined;
  ticked: boolean;
  onTick: () => void;
  onRestore: () => void;
}

export function RevisionItem({ revision, when, editor, ticked, onTick, onRestore }: RevisionItemProps) {
  const translate = useTranslate();
  const action = (HISTORY_ACTIONS as readonly string[]).includes(revision.action)
    ? translate(`pageTemplates.revisions.actions.${revision.action}`) : revision.action;
  return (
    <Box
      component="li"
      data-testid="history-revision"
      sx={{
        position: 'relative', display: 'flex', gap: 1, pb: 2, ps: 1, borderInlineStart: 2, borderColor: 'divider', ms: 1.5,
        '&::before': {
          content: '""', position: 'absolute', insetInlineStart: -7, top: 14, width: 12, height: 12, borderRadius: '50%',
          bgcolor: ticked ? 'primary.main' : 'background.paper', border: 2, borderColor: 'primary.main',
        },
      }}
    >
      <Checkbox
        checked={ticked}
        onChange={onTick}
        slotProps={{ input: { 'aria-label': translate('pageTemplates.revisions.tick', { revision: revision.revision, time: when }) } }}
        sx={{ ms: 0.5, alignSelf: 'flex-start' }}
      />
      <Box sx={{ flex: 1, minWidth: 0, pt: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {translate('pageTemplates.revisions.revision', { revision: revision.revision })}
          </Typography>
          <Typography component="span" variant="body2">{action}</Typography>
          <Typography component="time" variant="body2" color="text.secondary" dateTime={revision.time}>{when}</Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {translate('pageTemplates.revisions.by', { name: editor ?? translate('pageTemplates.revisions.someone') })}
          </Typography>
        </Stack>
        {revision.comments.trim() && (
          <Suspense fallback={<Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{revision.comments}</Typography>}>
            <Box data-testid="revision-comments"><CommentsMarkdown source={revision.comments} /></Box>
          </Suspense>
        )}
        <Button
          size="small"
          startIcon={<RestoreIcon />}
          onClick={onRestore}
          aria-label={translate('pageTemplates.revisions.restoreLabel', { revision: revision.revision })}
          sx={{ mt: 0.5 }}
        >
          {translate('pageTemplates.revisions.restore')}
        </Button>
      </Box>
    </Box>
  );
}
