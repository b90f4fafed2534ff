// A public form that asks for one email address and sends it (verifymail, forgot-password), then
// shows the server's answer in place of the form.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { AuthCard } from './AuthCard';
import { emailProblem } from './fieldRules';
import { FormField } from './FormField';
import { usePublicI18n } from './PublicI18n';
import { failureOf, inLanguage, type ServerFailure } from './serverMessages';

interface EmailRequestFormProps {
  id: string;
  title: string;
  subtitle: string;
  submitLabel: string;
  /** Sends the request and answers the text to show. */
  send(email: string): Promise<string>;
  children?: ReactNode;
}

export function EmailRequestForm({ id, title, subtitle, submitLabel, send, children }: EmailRequestFormProps) {
  const { translate } = usePublicI18n();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState<ServerFailure>();
  const [done, setDone] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    setError(undefined);
    if (found) return;
    setSubmitting(true);
    try {
      setDone(await send(email.trim()));
    } catch (failure) {
      setError(failureOf(failure));
    }
    setSubmitting(false);
  }

  return (
    <AuthCard title={title} subtitle={subtitle}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        {error && <Alert severity="error">{inLanguage(error, translate)}</Alert>}
        {done && <Alert severity="success" role="status">{done}</Alert>}
        <FormField id={`${id}-email`} label="pages.fields.email" type="email" value={email} onChange={setEmail}
          problem={problem} autoComplete="email" autoFocus required />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {translate(submitLabel)}
        </Button>
        {children}
      </Stack>
    </AuthCard>
  );
}
