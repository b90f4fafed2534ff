// The dialog every action ends with (developer-portal.md §1, §8): a success, information or error
// message with a Close button.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export type ResultSeverity = 'success' | 'info' | 'error';

export interface ResultMessage {
  severity: ResultSeverity;
  message: string;
}

export function ResultDialog({ result, onClose }: { result: ResultMessage | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={result !== null} onClose={onClose} aria-labelledby="result-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="result-dialog-title">{result && translate(`shell.result.${result.severity}`)}</DialogTitle>
      <DialogContent>
        {result && (
          <Alert severity={result.severity} variant="outlined" role="status">
            {/* a messages key or a server's text: a text that is no key shows as is */}
            {translate(result.message, { _: result.message })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate('shell.result.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
