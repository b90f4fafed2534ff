// /admin/auth/access-decline?nId={notificationId}: the bell's Deny. Declines the access request
// behind the signed-in user's notification once they confirm; the requester is told by the server.
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { tenantHeaders, useSession } from '../session';
import { errorText } from '../dataProviders/errorText';
import { isSuccess } from '../dataProviders/wire';
import { sendDeclared } from '../dataProviders/declaredSend';
import { accessRequestRoutes } from '../../contract/notificationsRoutes';
import { refreshTokens } from '../dataProviders/tokenRefresh';
import { consoleUrl, routes } from '../config/constants';
import { AuthCard } from './AuthCard';
import { publicPaths } from './publicPaths';
import { usePublicI18n } from './PublicI18n';
import { inLanguage } from './serverMessages';

type Outcome = { kind: 'declined' } | { kind: 'failed'; message: string };

export function AccessDeclinePage() {
  const { translate } = usePublicI18n();
  const notificationId = Number(useSearchParams()[0].get('nId'));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const accountList = consoleUrl(routes.accountListViewAll);
  const { signedIn } = useSession();

  if (!signedIn) {
    return (
      <AuthCard title={translate('pages.accessDecline.title')}>
        <Typography sx={{ mb: 3 }}>{translate('pages.accessDecline.signIn')}</Typography>
        <Button component={RouterLink} to={publicPaths.login} variant="contained">{translate('pages.accessDecline.toLogin')}</Button>
      </AuthCard>
    );
  }

  async function decline() {
    setSending(true);
    const deny = () => sendDeclared(accessRequestRoutes.deny, { query: { notificationId }, headers: tenantHeaders() });
    let res = await deny();
    // Access tokens are short-lived and this page makes no other call: renew once, as the console does.
    if (res.status === 401 && (await refreshTokens()) === 'renewed') res = await deny();
    setOutcome(isSuccess(res.status) ? { kind: 'declined' } : { kind: 'failed', message: errorText(res.status, res.json) });
    setSending(false);
  }

  const valid = Number.isInteger(notificationId) && notificationId > 0;
  return (
    <AuthCard title={translate('pages.accessDecline.title')}>
      <Stack spacing={2}>
        {!valid && <Alert severity="error">{translate('pages.accessDecline.invalidLink')}</Alert>}
        {outcome?.kind === 'declined' && <Alert severity="success">{translate('pages.accessDecline.declined')}</Alert>}
        {outcome?.kind === 'failed' && <Alert severity="error">{inLanguage(outcome.message, translate)}</Alert>}
        {valid && !outcome && <Typography>{translate('pages.accessDecline.question')}</Typography>}
        <Stack direction="row" spacing={1}>
          {valid && !outcome && (
            <Button variant="contained" color="error" disabled={sending} onClick={() => void decline()}>
              {translate('pages.accessDecline.decline')}
            </Button>
          )}
          <Button variant={outcome ? 'contained' : 'text'} href={accountList}>{translate('pages.accessDecline.toAccountList')}</Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
