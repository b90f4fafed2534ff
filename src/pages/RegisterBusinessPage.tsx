// Registration, step two (register-2): the business account the new user will own. Registering
// sends the verification mail; without step one's details this step starts again at step one.
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Alert, Button, Stack } from '@mui/material';
import { accountApi } from './accountApi';
import { AuthCard } from './AuthCard';
import { businessNameProblem, hasProblems, phoneProblem, type Problems } from './fieldRules';
import { FormField } from './FormField';
import { publicPaths } from './publicPaths';
import { usePublicI18n } from './PublicI18n';
import { registrationDraft } from './registrationDraft';
import { failureOf, inLanguage, type ServerFailure } from './serverMessages';

export function RegisterBusinessPage() {
  const { translate } = usePublicI18n();
  const navigate = useNavigate();
  const [businessName, setBusinessName] = useState('');
  const [contactPhone, setContactPhone] = useState('');
  const [problems, setProblems] = useState<Problems<'businessName' | 'contactPhone'>>({});
  const [error, setError] = useState<ServerFailure>();
  const [submitting, setSubmitting] = useState(false);
  const draft = registrationDraft.get();

  if (!draft) return <Navigate to={publicPaths.register} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { businessName: businessNameProblem(businessName), contactPhone: phoneProblem(contactPhone) };
    setProblems(found);
    setError(undefined);
    if (hasProblems(found)) return;
    setSubmitting(true);
    try {
      const result = await accountApi.register({ ...draft!, businessName: businessName.trim(), contactPhone: contactPhone.trim() || undefined });
      registrationDraft.clear();
      navigate(publicPaths.registerSuccess, { state: { username: result.username, verificationRequired: result.verificationRequired } });
    } catch (failure) {
      setError(failureOf(failure));
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={translate('pages.registerBusiness.title')} subtitle={translate('pages.registerBusiness.subtitle')}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        {error && <Alert severity="error">{inLanguage(error, translate)}</Alert>}
        <FormField id="register-business-name" label="pages.fields.businessName" value={businessName} onChange={setBusinessName}
          problem={problems.businessName} autoComplete="organization" autoFocus required />
        <FormField id="register-contact-phone" label="pages.fields.contactPhone" type="tel" value={contactPhone}
          onChange={setContactPhone} problem={problems.contactPhone} autoComplete="tel" />
        <Stack direction="row" spacing={2}>
          <Button onClick={() => navigate(publicPaths.register)}>{translate('pages.registerBusiness.back')}</Button>
          <Button type="submit" variant="contained" size="large" disabled={submitting} sx={{ flex: 1 }}>
            {translate('pages.registerBusiness.submit')}
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
