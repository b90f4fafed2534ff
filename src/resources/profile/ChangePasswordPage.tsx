// Change Password: old, new and confirmation, checked against the spec's rule before sending.
// The server ends the user's other sessions, so a success signs this one out too.
import { useEffect, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { Form, PasswordInput, required, useDataProvider, useLogout, useTranslate, type Validator } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { passwordProblem, passwordsMatch } from '../../config/validators';
import { isSingleSignOnUser, useCurrentUser } from '../../session';
import { PROFILE_RESOURCE, type ProfileDataProvider } from './profileDataProvider';
import { ProfileCard } from './ProfileCard';
import type { FieldValues } from 'react-hook-form';

/** How long the success message stays before the sign-out. */
const SIGN_OUT_DELAY_MS = 3000;

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const followsPasswordRule: Validator = (value: string) =>
  value && passwordProblem(value) ? 'profile.password.rule' : undefined;
const matchesNewPassword: Validator = (value: string, values: PasswordValues) =>
  value && passwordsMatch(values.newPassword ?? '', value) ? 'profile.password.mismatch' : undefined;

export function ChangePasswordPage() {
  const translate = useTranslate();
  const logout = useLogout();
  const { username } = useCurrentUser();
  const [updated, setUpdated] = useState(false);
  const dataProvider = useDataProvider<ProfileDataProvider>();
  const change = useMutation({
    mutationFn: ({ oldPassword, newPassword }: PasswordValues) => dataProvider.changePassword(PROFILE_RESOURCE, { oldPassword, newPassword }),
    onSuccess: () => setUpdated(true),
  });

  useEffect(() => {
    if (!updated) return;
    const timer = setTimeout(() => logout({ scope: 'this' }), SIGN_OUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [updated, logout]);

  if (isSingleSignOnUser(username)) {
    return (
      <ProfileCard titleKey="profile.password.title">
        <Alert severity="info">{translate('profile.password.singleSignOn')}</Alert>
      </ProfileCard>
    );
  }
  if (updated) {
    return (
      <ProfileCard titleKey="profile.password.title">
        <Alert
          severity="success"
          action={<Button color="inherit" onClick={() => logout({ scope: 'this' })}>{translate('profile.password.signInAgain')}</Button>}
        >
          {translate('profile.password.updated')}
        </Alert>
      </ProfileCard>
    );
  }
  return (
    <ProfileCard titleKey="profile.password.title">
      <Form onSubmit={(values: FieldValues) => change.mutate(values as PasswordValues)}>
        <Stack spacing={1}>
          {change.isError && <Alert severity="error">{change.error.message}</Alert>}
          <PasswordInput
            source="oldPassword"
            label="profile.password.oldPassword"
            autoComplete="current-password"
            validate={required('profile.password.oldRequired')}
          />
          <PasswordInput
            source="newPassword"
            label="profile.password.newPassword"
            autoComplete="new-password"
            validate={[required('profile.password.newRequired'), followsPasswordRule]}
          />
          <PasswordInput
            source="confirmPassword"
            label="profile.password.confirmPassword"
            autoComplete="new-password"
            validate={[required('profile.password.confirmRequired'), matchesNewPassword]}
          />
          <Button type="submit" variant="contained" disabled={change.isPending} sx={{ alignSelf: 'flex-start' }}>
            {translate('profile.password.submit')}
          </Button>
        </Stack>
      </Form>
    </ProfileCard>
  );
}
