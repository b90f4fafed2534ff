// §1: every successful action shows a success dialog with a Close button. Pages provide it once;
// actions call useSuccessDialog()(message, afterClose?).
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'react-admin';

type Show = (message: string, afterClose?: () => void) => void;
const SuccessDialogContext = createContext<Show>(() => undefined);

export const useSuccessDialog = () => useContext(SuccessDialogContext);

export function SuccessDialogProvider({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [message, setMessage] = useState<string | null>(null);
  const afterClose = useRef<(() => void) | undefined>(undefined);
  const show = useCallback<Show>((text, then) => {
    afterClose.current = then;
    setMessage(text);
  }, []);
  const close = () => {
    setMessage(null);
    afterClose.current?.();
    afterClose.current = undefined;
  };
  const value = useMemo(() => show, [show]);
  return (
    <SuccessDialogContext.Provider value={value}>
      {children}
      <Dialog open={message !== null} onClose={close} aria-labelledby="portal-success-title">
        <DialogTitle id="portal-success-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CheckCircleIcon color="success" />
          {translate('developerPortal.success.title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} variant="contained" autoFocus>
            {translate('developerPortal.action.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </SuccessDialogContext.Provider>
  );
}
