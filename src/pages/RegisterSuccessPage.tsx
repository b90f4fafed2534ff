// After registering: 'User registered successfully', and either the verification mail to open
// (with a way to send it again) or, for an invited user, sign in now.
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Alert, Button } from '@mui/material';
import { accountApi } from './accountApi';
import { NoticeCard } from './NoticeCard';
import { publicPaths } from './publicPaths';
import { usePublicI18n } from './PublicI18n';
import { failureOf, inLanguage } from './serverMessages';

export function RegisterSuccessPage() {
  const { translate } = usePublicI18n();
  const state = useLocation().state as { username?: string; verificationRequired?: boolean } | null;
  const [resent, setResent] = useState<{ severity: 'success' | 'error'; text: string }>();

  if (!state?.username) return <Navigate to={publicPaths.register} replace />;
  const username = state.username;

  async function resend() {
    try {
      await accountApi.resendVerification(username);
      setResent({ severity: 'success', text: translate('pages.verifyMail.sent', { user: username }) });
    } catch (failure) {
      setResent({ severity: 'error', text: inLanguage(failureOf(failure), translate) });
    }
  }

  if (!state.verificationRequired) {
    return <NoticeCard title={translate('pages.registerSuccess.title')} text={translate('pages.registerSuccess.invitedText')} />;
  }
  return (
    <NoticeCard title={translate('pages.registerSuccess.title')} text={translate('pages.registerSuccess.verifyText', { username })} severity="info">
      {resent && <Alert severity={resent.severity}>{resent.text}</Alert>}
      <Button variant="outlined" onClick={() => void resend()}>
        {translate('pages.accountLinks.resendVerification')}
      </Button>
    </NoticeCard>
  );
}
