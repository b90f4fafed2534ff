// The key, shown the one time it exists outside the app that will use it: with a copy button and a
// warning that it cannot be shown again. The spec's success text heads it.
import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';

/** The spec's copied-label reset (developer-portal.md §9). */
const COPIED_RESET_MS = 1_000;

export function NewKeyDialog({ issued, onClose }: { issued: { message: string; key: string }; onClose: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(issued.key);
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_RESET_MS);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="new-key-title" fullWidth maxWidth="sm">
      <DialogTitle id="new-key-title">{issued.message}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{translate('apiKeys.shownOnce')}</Alert>
          <Box component="code" dir="ltr" aria-label={translate('apiKeys.fields.key')}
            sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', overflowWrap: 'anywhere', userSelect: 'all' }}>
            {issued.key}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()} aria-live="polite">
          {translate(copied ? 'apiKeys.action.copied' : 'apiKeys.action.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>{translate('apiKeys.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
