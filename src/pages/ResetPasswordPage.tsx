// reset-password: the link of the reset mail. A new password (the spec's rule, confirmed); the
// link works once, and every session of the user ends.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Stack } from '@mui/material';
import { accountApi } from './accountApi';
import { AuthCard } from './AuthCard';
import { hasProblems, passwordPairProblems, type Problems } from './fieldRules';
import { NoticeCard } from './NoticeCard';
import { PageLink } from './PageLink';
import { PasswordFields } from './PasswordFields';
import { publicPaths } from './publicPaths';
import { usePublicI18n } from './PublicI18n';
import { failureOf, inLanguage, type ServerFailure } from './serverMessages';

export function ResetPasswordPage() {
  const { translate } = usePublicI18n();
  const token = useSearchParams()[0].get('token');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<Problems<'password' | 'confirmation'>>({});
  const [error, setError] = useState<ServerFailure>();
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const title = translate('pages.resetPassword.title');
  if (!token) return <NoticeCard title={title} text={translate('pages.resetPassword.missingToken')} severity="error" />;
  if (done) return <NoticeCard title={title} text={translate('pages.resetPassword.done')} />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = passwordPairProblems(password, confirmation);
    setProblems(found);
    setError(undefined);
    if (hasProblems(found)) return;
    setSubmitting(true);
    try {
      await accountApi.resetPassword(token!, password);
      setDone(true);
    } catch (failure) {
      setError(failureOf(failure));
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={title}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        {error && <Alert severity="error">{inLanguage(error, translate)}</Alert>}
        <PasswordFields idPrefix="reset" label="pages.fields.newPassword" password={password} confirmation={confirmation}
          onPassword={setPassword} onConfirmation={setConfirmation} problems={problems} />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {translate('pages.resetPassword.submit')}
        </Button>
        <Stack direction="row" justifyContent="space-between">
          <PageLink to={publicPaths.login} label="pages.accountLinks.signIn" />
          <PageLink to={publicPaths.forgotPassword} label="pages.accountLinks.forgotPassword" />
        </Stack>
      </Stack>
    </AuthCard>
  );
}
