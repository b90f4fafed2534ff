// accept-invite?key&nId (console-shell.md §2, §5): accepts on opening. The signed-in invitee lands
// on the account list; anyone else signs in first (and comes back here); an address without a user
// registers. An expired invitation offers Yes/No to request a new one.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { hardNavigate } from '../session/hardNavigate';
import { consoleUrl, routes } from '../config/constants';
import { AuthCard } from './AuthCard';
import { InvitationAnswer, toAccountList } from './InvitationAnswer';
import { acceptInvitation, InvitationCallError, requestNewInvitation } from './invitationApi';
import { publicPaths } from './publicPaths';
import { loginReturningTo } from './returnTo';
import { usePublicI18n } from './PublicI18n';
import { useOnce } from './useOnce';
import { inLanguage } from './serverMessages';

type View =
  | { kind: 'working' }
  | { kind: 'expired'; asking: boolean; error?: string }
  | { kind: 'requested' }
  | { kind: 'failed'; message: string };

export function AcceptInvitePage() {
  const { translate } = usePublicI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const nId = params.get('nId') ?? '';
  const [view, setView] = useState<View>({ kind: 'working' });

  useOnce(() => {
    if (!key) {
      setView({ kind: 'failed', message: translate('pages.invitation.noKey') });
      return;
    }
    acceptInvitation(key).then(({ outcome }) => {
      if (outcome === 'ACCEPTED') hardNavigate(consoleUrl(routes.accountListViewAll));
      else if (outcome === 'SIGN_IN') navigate(loginReturningTo(`${publicPaths.acceptInvite}?${params.toString()}`), { replace: true });
      else {
        // The mailed link has no notification: nId only when a bell item led here. The invited
        // address (the link's fragment) travels in the history state, never in a URL.
        const query = new URLSearchParams({ key, ...(nId ? { nId } : {}) });
        const email = new URLSearchParams(window.location.hash.slice(1)).get('email') ?? undefined;
        navigate(`${publicPaths.register}?${query.toString()}`, { replace: true, state: { email } });
      }
    }, (error: InvitationCallError) => {
      setView(error.expired ? { kind: 'expired', asking: false } : { kind: 'failed', message: error.message });
    });
  });

  async function askForNewOne() {
    setView({ kind: 'expired', asking: true });
    try {
      await requestNewInvitation(key);
      setView({ kind: 'requested' });
    } catch (error) {
      setView({ kind: 'expired', asking: false, error: (error as Error).message });
    }
  }

  return (
    <AuthCard title={translate('pages.acceptInvite.title')}>
      {view.kind === 'working' && (
        <Stack direction="row" spacing={2} alignItems="center">
          <CircularProgress size={24} />
          <Typography>{translate('pages.acceptInvite.working')}</Typography>
        </Stack>
      )}
      {view.kind === 'expired' && (
        <Stack spacing={2}>
          {view.error && <Alert severity="error">{inLanguage(view.error, translate)}</Alert>}
          <Alert severity="warning">{translate('pages.acceptInvite.expired')}</Alert>
          <Stack direction="row" spacing={2}>
            <Button variant="contained" onClick={askForNewOne} disabled={view.asking}>{translate('pages.invitation.yes')}</Button>
            <Button variant="outlined" onClick={toAccountList} disabled={view.asking}>{translate('pages.invitation.no')}</Button>
          </Stack>
        </Stack>
      )}
      {view.kind === 'requested' && <InvitationAnswer severity="success" text={translate('pages.acceptInvite.requested')} />}
      {view.kind === 'failed' && <InvitationAnswer severity="error" title={translate('pages.acceptInvite.failed')} text={inLanguage(view.message, translate)} />}
    </AuthCard>
  );
}
