// resend-invite?key (console-shell.md §2): the inviter, from the mail or bell of a resend request,
// renews the invitation and mails it again. Signing in first (and coming back here) when needed.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CircularProgress, Stack, Typography } from '@mui/material';
import { useSession } from '../session';
import { AuthCard } from './AuthCard';
import { InvitationAnswer } from './InvitationAnswer';
import { InvitationCallError, resendInvitation } from './invitationApi';
import { publicPaths } from './publicPaths';
import { loginReturningTo } from './returnTo';
import { usePublicI18n } from './PublicI18n';
import { useOnce } from './useOnce';
import { inLanguage } from './serverMessages';

type View = { kind: 'working' } | { kind: 'resent'; message: string } | { kind: 'failed'; message: string };

export function ResendInvitePage() {
  const { translate } = usePublicI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const [view, setView] = useState<View>({ kind: 'working' });
  const { signedIn } = useSession();

  useOnce(() => {
    const signIn = () => navigate(loginReturningTo(`${publicPaths.resendInvite}?${params.toString()}`), { replace: true });
    if (!key) {
      setView({ kind: 'failed', message: translate('pages.invitation.noKey') });
      return;
    }
    if (!signedIn) {
      signIn();
      return;
    }
    resendInvitation(key).then(({ message }) => setView({ kind: 'resent', message }), (error: InvitationCallError) => {
      if (error.status === 401) signIn();
      else setView({ kind: 'failed', message: error.message });
    });
  });

  return (
    <AuthCard title={translate('pages.resendInvite.title')}>
      {view.kind === 'working' && (
        <Stack direction="row" spacing={2} alignItems="center">
          <CircularProgress size={24} />
          <Typography>{translate('pages.resendInvite.working')}</Typography>
        </Stack>
      )}
      {view.kind === 'resent' && <InvitationAnswer severity="success" text={inLanguage(view.message, translate)} />}
      {view.kind === 'failed' && <InvitationAnswer severity="error" title={translate('pages.resendInvite.failed')} text={inLanguage(view.message, translate)} />}
    </AuthCard>
  );
}
