// The idle time-out (console-shell.md §4): after idleTime without activity, a dialog that cannot
// be dismissed says the session expired; its one button signs out. The layout mounts this once.
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { idleTimeoutMs, startIdleTimer } from './idleTimer';
import { session } from '../session/session';
import { useSession } from '../session';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

export function IdleSessionGuard() {
  const logout = useLogout();
  const translate = useTranslate();
  // A page loaded after the session went idle (e.g. reopened tab) signs out straight away.
  const [idleOnLoad] = useState(() => session.get('idle') === 'true');
  const [expired, setExpired] = useState(false);
  // Each account has its own idleTime, loaded after the account is entered: the timer restarts
  // with the account and again once its idleTime has arrived.
  const { accountId, idleTime } = useSession();

  useEffect(() => {
    if (idleOnLoad) void logout();
  }, [idleOnLoad, logout]);

  useEffect(() => {
    if (idleOnLoad || expired) return;
    const timer = startIdleTimer(idleTimeoutMs(), () => {
      session.set('idle', true);
      setExpired(true);
    });
    const onActivity = () => timer.activity();
    const options = { capture: true, passive: true };
    for (const event of ACTIVITY_EVENTS) document.addEventListener(event, onActivity, options);
    return () => {
      timer.stop();
      for (const event of ACTIVITY_EVENTS) document.removeEventListener(event, onActivity, options);
    };
  }, [idleOnLoad, expired, accountId, idleTime]);

  return (
    <Dialog open={expired} disableEscapeKeyDown aria-describedby="session-expired-text">
      <DialogContent>
        <DialogContentText id="session-expired-text">{translate('shell.session.expired')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => void logout()} autoFocus>
          {translate('shell.session.login')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
