// Sign-in: username and password; on success a full page load into the console, or the two-factor
// step with the username. What the user typed stays in place when sign-in fails.
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { signIn } from '../authProvider/signIn';
import { EMAIL_NOT_VERIFIED } from './accountApi';
import { useSession } from '../session';
import { AuthCard, type AuthLayout } from './AuthCard';
import { PageLink } from './PageLink';
import { publicPaths } from './publicPaths';
import { consoleUrl } from '../config/constants';
import { returnTarget } from './returnTo';
import { usePublicI18n } from './PublicI18n';
import { SingleSignOnButtons } from './SingleSignOnButtons';
import { failureOf, inLanguage, type ServerFailure } from './serverMessages';

// Marked required for assistive technology without the visual asterisk in the label.
const requiredInput = { htmlInput: { 'aria-required': true } };

interface Problems {
  username?: string;
  password?: string;
}

/** The sign-in form; login-1 and login-2 are the same form in the split layouts. */
export function LoginPage({ layout }: { layout?: AuthLayout } = {}) {
  const { translate } = usePublicI18n();
  const navigate = useNavigate();
  // An invitation link may bring its key here; signing in with a provider then accepts it.
  const invitationKey = useSearchParams()[0].get('key') ?? undefined;
  // A public page that sent the user here to sign in (accepting an invitation) is opened again after.
  const returnTo = returnTarget(useLocation().search);
  const { rememberedLogin } = useSession();
  const [username, setUsername] = useState(rememberedLogin);
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState<ServerFailure>();
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {
      username: username.trim() ? undefined : translate('pages.login.usernameRequired'),
      password: password ? undefined : translate('pages.login.passwordRequired'),
    };
    setProblems(found);
    setError(undefined);
    if (found.username || found.password) return;
    setSubmitting(true);
    try {
      const result = await signIn(username.trim(), password);
      if (result.kind === 'signed-in') {
        window.location.assign(returnTo ? consoleUrl(returnTo) : result.redirectTo);
        return;
      }
      navigate(publicPaths.twoFactor, { state: { username: result.username, returnTo } });
    } catch (failure) {
      setError(failureOf(failure));
      setSubmitting(false);
    }
  }

  return (
    <AuthCard layout={layout} title={translate('pages.login.title')} subtitle={translate('pages.login.subtitle')}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        {error && <Alert severity="error">{inLanguage(error, translate)}</Alert>}
        {error?.code === EMAIL_NOT_VERIFIED && <PageLink to={publicPaths.verifyMail} label="pages.accountLinks.resendVerification" />}
        <TextField
          id="login-username"
          label={translate('pages.login.username')}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={!!problems.username}
          helperText={problems.username}
          autoComplete="username"
          slotProps={requiredInput}
          autoFocus={!username}
          fullWidth
        />
        <TextField
          id="login-password"
          label={translate('pages.login.password')}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={!!problems.password}
          helperText={problems.password}
          autoComplete="current-password"
          autoFocus={!!username}
          fullWidth
          slotProps={requiredInput}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {translate('pages.login.submit')}
        </Button>
        <Stack direction="row" justifyContent="space-between">
          <PageLink to={publicPaths.register} label="pages.accountLinks.register" />
          <PageLink to={publicPaths.forgotPassword} label="pages.accountLinks.forgotPassword" />
        </Stack>
      </Stack>
      <SingleSignOnButtons invitationKey={invitationKey} />
    </AuthCard>
  );
}
