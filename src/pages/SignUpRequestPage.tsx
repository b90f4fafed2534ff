// sign-up-request: asking for access instead of registering (create-request); then
// sign-up-request-success.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Stack } from '@mui/material';
import { accountApi } from './accountApi';
import { AuthCard } from './AuthCard';
import { businessNameProblem, emailProblem, hasProblems, phoneProblem, requiredProblem, type Problems } from './fieldRules';
import { FormField } from './FormField';
import { PageLink } from './PageLink';
import { publicPaths } from './publicPaths';
import { usePublicI18n } from './PublicI18n';
import { failureOf, inLanguage, type ServerFailure } from './serverMessages';

type Field = 'firstName' | 'lastName' | 'email' | 'businessName' | 'contactPhone' | 'message';
const FIELDS: { name: Field; label: string; autoComplete?: string; required?: boolean; type?: string; multiline?: boolean }[] = [
  { name: 'firstName', label: 'pages.fields.firstName', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'pages.fields.lastName', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'pages.fields.email', autoComplete: 'email', required: true, type: 'email' },
  { name: 'businessName', label: 'pages.fields.businessName', autoComplete: 'organization', required: true },
  { name: 'contactPhone', label: 'pages.fields.contactPhone', autoComplete: 'tel', type: 'tel' },
  { name: 'message', label: 'pages.fields.message', multiline: true },
];

export function SignUpRequestPage() {
  const { translate } = usePublicI18n();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: '', lastName: '', email: '', businessName: '', contactPhone: '', message: '',
  });
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [error, setError] = useState<ServerFailure>();
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems<Field> = {
      firstName: requiredProblem(values.firstName, 'pages.fields.firstNameRequired'),
      lastName: requiredProblem(values.lastName, 'pages.fields.lastNameRequired'),
      email: emailProblem(values.email),
      businessName: businessNameProblem(values.businessName),
      contactPhone: phoneProblem(values.contactPhone),
    };
    setProblems(found);
    setError(undefined);
    if (hasProblems(found)) return;
    setSubmitting(true);
    try {
      await accountApi.requestAccess({
        email: values.email.trim(), firstName: values.firstName.trim(), lastName: values.lastName.trim(),
        businessName: values.businessName.trim(), contactPhone: values.contactPhone.trim() || undefined,
        message: values.message.trim() || undefined,
      });
      navigate(publicPaths.signUpRequestSuccess);
    } catch (failure) {
      setError(failureOf(failure));
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={translate('pages.signUpRequest.title')} subtitle={translate('pages.signUpRequest.subtitle')}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        {error && <Alert severity="error">{inLanguage(error, translate)}</Alert>}
        {FIELDS.map((field, index) => (
          <FormField key={field.name} id={`sign-up-request-${field.name}`} label={field.label} value={values[field.name]}
            onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))} problem={problems[field.name]}
            autoComplete={field.autoComplete} required={field.required} type={field.type} multiline={field.multiline}
            autoFocus={index === 0} />
        ))}
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {translate('pages.signUpRequest.submit')}
        </Button>
        <PageLink to={publicPaths.login} label="pages.accountLinks.signIn" />
      </Stack>
    </AuthCard>
  );
}
