// Sign Out's three choices (console-shell.md, Profile menu): this session, cancel, or every
// session of the user, which asks a second time because it signs out other devices too.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';

export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const logout = useLogout();
  const [confirmingAll, setConfirmingAll] = useState(false);
  const close = () => {
    setConfirmingAll(false);
    onClose();
  };

  if (confirmingAll) {
    return (
      <Dialog open={open} onClose={close} aria-labelledby="sign-out-all-title">
        <DialogTitle id="sign-out-all-title">{translate('shell.signOut.allAppsTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('shell.signOut.allAppsQuestion')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('shell.signOut.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => logout({ scope: 'all' })}>
            {translate('shell.signOut.allAppsConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog open={open} onClose={close} aria-labelledby="sign-out-title">
      <DialogTitle id="sign-out-title">{translate('shell.signOut.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('shell.signOut.question')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={() => setConfirmingAll(true)}>
          {translate('shell.signOut.allApps')}
        </Button>
        <Button onClick={close}>{translate('shell.signOut.no')}</Button>
        <Button variant="contained" onClick={() => logout({ scope: 'this' })}>
          {translate('shell.signOut.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
