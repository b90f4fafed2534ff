// A save refused because someone else saved the record since it was opened (409, record 0413): their
// version is shown, and the editor chooses to keep their own changes (saving again then replaces
// theirs knowingly) or to load the other version into the form (useStaleSave).
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { languageTag } from '../i18n/languages';

/** The other version as the dialog shows it: its name, when it was saved and its revision (what it has of them), what it holds. */
export interface TheirVersion {
  name: string;
  savedAt?: string;
  revision?: number;
  content: string;
}

/** "Revision 3, saved <time>", "Saved <time>" or "Revision 3". */
function versionLine(translate: (key: string, options?: object) => string, { savedAt, revision }: TheirVersion, locale: string): string {
  const time = savedAt === undefined ? undefined : new Date(savedAt).toLocaleString(languageTag(locale));
  if (time === undefined) return translate('shell.staleSave.revisionNumber', { revision });
  return revision === undefined ? translate('shell.staleSave.saved', { time }) : translate('shell.staleSave.revision', { revision, time });
}

export interface StaleSaveDialogProps {
  theirs: TheirVersion;
  onKeepMine: () => void;
  onLoadTheirs: () => void;
}

export function StaleSaveDialog({ theirs, onKeepMine, onLoadTheirs }: StaleSaveDialogProps) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Dialog open onClose={onKeepMine} aria-labelledby="stale-save-title" aria-describedby="stale-save-text" maxWidth="md" fullWidth>
      <DialogTitle id="stale-save-title">{translate('shell.staleSave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="stale-save-text">{translate('shell.staleSave.text')}</DialogContentText>
        <Box component="section" aria-label={theirs.name} sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography component="h3" variant="subtitle1">{theirs.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {versionLine(translate, theirs, locale)}
          </Typography>
          <Box component="pre" sx={{ mt: 1, mb: 0, maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap', fontSize: 13 }}>{theirs.content}</Box>
        </Box>
        <DialogContentText sx={{ mt: 2 }}>{translate('shell.staleSave.keepMineHint')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLoadTheirs}>{translate('shell.staleSave.loadTheirs')}</Button>
        <Button variant="contained" onClick={onKeepMine}>{translate('shell.staleSave.keepMine')}</Button>
      </DialogActions>
    </Dialog>
  );
}
