// /admin/auth/linkedin: where every single sign-on provider sends the browser back (console-shell.md
// §2). Completes the sign-in and lands where a password sign-in lands (or on the two-factor step);
// a failure is shown with the way back to sign-in.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { finishSingleSignOn, SsoProblem } from '../authProvider/singleSignOn';
import type { SsoPayload } from '../../contract/singleSignOn';
import { AuthCard } from './AuthCard';
import { publicPaths } from './publicPaths';
import { usePublicI18n } from './PublicI18n';
import { failureOf, inLanguage } from './serverMessages';

/** The redirect URI the code was sent to: this page's address without its query. */
const returnAddress = () => `${window.location.origin}${window.location.pathname}`;

export function SingleSignOnReturnPage() {
  const { translate } = usePublicI18n();
  const navigate = useNavigate();
  const [who, setWho] = useState<SsoPayload>();
  const [failure, setFailure] = useState<Error>();
  // The code is single-use: React's development double effect must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    finishSingleSignOn(new URLSearchParams(window.location.search), returnAddress(), { onIdentity: setWho })
      .then((result) => {
        if (result.kind === 'signed-in') window.location.assign(result.redirectTo);
        else navigate(publicPaths.twoFactor, { state: { username: result.username }, replace: true });
      })
      .catch((error: Error) => setFailure(error));
  }, [navigate]);

  const problem = failure instanceof SsoProblem ? translate(failure.messageKey, failure.values) : failure && inLanguage(failureOf(failure), translate);
  return (
    <AuthCard title={translate('pages.sso.title')}>
      {problem ? (
        <Stack spacing={2}>
          <Alert severity="error">
            {translate('pages.sso.failed')} {problem}
          </Alert>
          <Link component={RouterLink} to={publicPaths.login}>
            {translate('pages.sso.backToLogin')}
          </Link>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>
            {who ? translate('pages.sso.signingInAs', { username: who.username }) : translate('pages.sso.signingIn')}
          </Typography>
        </Stack>
      )}
    </AuthCard>
  );
}
