// The two-factor step: the 6-digit code from the user's authenticator app for the username carried
// over from sign-in (router state). Any failure reads 'Invalid credentials provided.' (spec §8).
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { INVALID_CREDENTIALS, verifyTwoFactor } from '../authProvider/signIn';
import { inLanguage } from './serverMessages';
import { AuthCard } from './AuthCard';
import { publicPaths } from './publicPaths';
import { consoleUrl } from '../config/constants';
import { returnablePath } from './returnTo';
import { usePublicI18n } from './PublicI18n';

const CODE_PATTERN = /^\d{6}$/;

export function TwoFactorPage() {
  const { translate } = usePublicI18n();
  const state = useLocation().state as { username?: string; returnTo?: string } | null;
  const username = state?.username;
  const returnTo = returnablePath(state?.returnTo);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  // Without the password step there is nothing to verify.
  if (!username) return <Navigate to={publicPaths.login} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    const found = !trimmed
      ? translate('pages.twoFactor.codeRequired')
      : CODE_PATTERN.test(trimmed)
        ? ''
        : translate('pages.twoFactor.codeFormat');
    setProblem(found);
    setError('');
    if (found) return;
    setSubmitting(true);
    try {
      const result = await verifyTwoFactor(username!, trimmed);
      if (result.kind === 'signed-in') {
        window.location.assign(returnTo ? consoleUrl(returnTo) : result.redirectTo);
        return;
      }
      setError(INVALID_CREDENTIALS);
    } catch {
      setError(INVALID_CREDENTIALS);
    }
    setSubmitting(false);
  }

  return (
    <AuthCard title={translate('pages.twoFactor.title')} subtitle={translate('pages.twoFactor.subtitle', { username })}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        {error && <Alert severity="error">{inLanguage(error, translate)}</Alert>}
        <TextField
          id="two-factor-code"
          label={translate('pages.twoFactor.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={!!problem}
          helperText={problem}
          autoComplete="one-time-code"
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, 'aria-required': true } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {translate('pages.twoFactor.submit')}
        </Button>
        <Link component={RouterLink} to={publicPaths.login} sx={{ alignSelf: 'center' }}>
          {translate('pages.twoFactor.backToLogin')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
