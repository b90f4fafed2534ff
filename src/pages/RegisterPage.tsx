// Registration, step one: who you are (name, email, password). Without an invitation the second
// step (register-2) asks for the business account; with one (?key&nId from the invitation) the
// user joins the inviting account, so this step registers at once.
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Stack } from '@mui/material';
import { accountApi } from './accountApi';
import { AuthCard } from './AuthCard';
import { emailProblem, hasProblems, passwordPairProblems, requiredProblem, type Problems } from './fieldRules';
import { FormField } from './FormField';
import { PageLink } from './PageLink';
import { PasswordFields } from './PasswordFields';
import { publicPaths } from './publicPaths';
import { usePublicI18n } from './PublicI18n';
import { registrationDraft } from './registrationDraft';
import { failureOf, inLanguage, type ServerFailure } from './serverMessages';

type Field = 'firstName' | 'lastName' | 'username' | 'password' | 'confirmation';

export function RegisterPage() {
  const { translate } = usePublicI18n();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const key = search.get('key');
  const draft = registrationDraft.get();
  const [firstName, setFirstName] = useState(draft?.firstName ?? '');
  const [lastName, setLastName] = useState(draft?.lastName ?? '');
  const { state } = useLocation();
  const invitedEmail = key ? (state as { email?: string } | null)?.email : undefined;
  const [username, setUsername] = useState(draft?.username ?? invitedEmail ?? '');
  const [password, setPassword] = useState(draft?.password ?? '');
  const [confirmation, setConfirmation] = useState(draft?.password ?? '');
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [error, setError] = useState<ServerFailure>();
  const [submitting, setSubmitting] = useState(false);

  /** Tells a taken address as soon as the field is left, not only on submit. */
  async function checkAddress(): Promise<boolean> {
    if (emailProblem(username)) return false;
    const taken = await accountApi.emailTaken(username.trim()).catch(() => false);
    setProblems((current) => ({ ...current, username: taken ? 'pages.fields.emailTaken' : undefined }));
    return taken;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems<Field> = {
      firstName: requiredProblem(firstName, 'pages.fields.firstNameRequired'),
      lastName: requiredProblem(lastName, 'pages.fields.lastNameRequired'),
      username: emailProblem(username),
      ...passwordPairProblems(password, confirmation),
    };
    setProblems(found);
    setError(undefined);
    if (hasProblems(found)) return;
    setSubmitting(true);
    try {
      if (await checkAddress()) return;
      const values = { firstName: firstName.trim(), lastName: lastName.trim(), username: username.trim(), password };
      if (!key) {
        registrationDraft.set(values);
        navigate(publicPaths.registerBusiness);
        return;
      }
      const result = await accountApi.register(values, { key, nId: search.get('nId') });
      navigate(publicPaths.registerSuccess, { state: { username: result.username, verificationRequired: result.verificationRequired } });
    } catch (failure) {
      setError(failureOf(failure));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={translate('pages.register.title')} subtitle={translate(key ? 'pages.register.invitedSubtitle' : 'pages.register.subtitle')}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        {error && <Alert severity="error">{inLanguage(error, translate)}</Alert>}
        <FormField id="register-first-name" label="pages.fields.firstName" value={firstName} onChange={setFirstName}
          problem={problems.firstName} autoComplete="given-name" autoFocus required />
        <FormField id="register-last-name" label="pages.fields.lastName" value={lastName} onChange={setLastName}
          problem={problems.lastName} autoComplete="family-name" required />
        <FormField id="register-email" label="pages.fields.email" type="email" value={username} onChange={setUsername}
          onBlur={() => void checkAddress()} problem={problems.username} autoComplete="email" required />
        <PasswordFields idPrefix="register" password={password} confirmation={confirmation} onPassword={setPassword}
          onConfirmation={setConfirmation} problems={problems} />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {translate(key ? 'pages.register.submit' : 'pages.register.next')}
        </Button>
        <Stack direction="row" justifyContent="space-between">
          <PageLink to={publicPaths.login} label="pages.accountLinks.signIn" />
          {!key && <PageLink to={publicPaths.signUpRequest} label="pages.accountLinks.requestAccess" />}
        </Stack>
      </Stack>
    </AuthCard>
  );
}
