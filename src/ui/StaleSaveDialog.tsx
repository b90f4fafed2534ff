// A save refused because someone else saved the draft since it was opened (409, record 0413): their
// version is shown, and the editor chooses to keep their own changes (saving again then replaces
// theirs knowingly) or to load the other version into the form.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { TemplatePage } from '../../../../contract/pageTemplates';
import { languageTag } from '../../../i18n/languages';

export interface StaleSaveDialogProps {
  theirs: TemplatePage;
  onKeepMine: () => void;
  onLoadTheirs: () => void;
}

export function StaleSaveDialog({ theirs, onKeepMine, onLoadTheirs }: StaleSaveDialogProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const time = new Date(theirs.updatedDatetime).toLocaleString(languageTag(locale));
  return (
    <Dialog open onClose={onKeepMine} aria-labelledby="stale-save-title" aria-describedby="stale-save-text" maxWidth="md" fullWidth>
      <DialogTitle id="stale-save-title">{translate('pageTemplates.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="stale-save-text">{translate('pageTemplates.conflict.text')}</DialogContentText>
        <Box component="section" aria-label={theirs.pageName} sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography component="h3" variant="subtitle1">{theirs.pageName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('pageTemplates.conflict.revision', { revision: theirs.revision, time })}
          </Typography>
          <Box component="pre" sx={{ mt: 1, mb: 0, maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap', fontSize: 13 }}>{theirs.content}</Box>
        </Box>
        <DialogContentText sx={{ mt: 2 }}>{translate('pageTemplates.conflict.keepMineHint')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLoadTheirs}>{translate('pageTemplates.conflict.loadTheirs')}</Button>
        <Button variant="contained" onClick={onKeepMine}>{translate('pageTemplates.conflict.keepMine')}</Button>
      </DialogActions>
    </Dialog>
  );
}
