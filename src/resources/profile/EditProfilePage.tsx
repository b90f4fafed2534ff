// Edit Profile: first name, last name and picture, the profile resource's one record (the signed-in
// user's details, by their username). The header follows the change at once.
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { Form, TextInput, required, useGetOne, useTranslate, useUpdate } from 'react-admin';
import { updateCurrentUser, useSession } from '../../session';
import { PROFILE_RESOURCE, type ProfileRecord } from './profileDataProvider';
import type { UpdateUser } from '../../../contract/session';
import { ProfileCard } from './ProfileCard';
import { ProfilePictureInput } from './ProfilePictureInput';
import type { FieldValues } from 'react-hook-form';
import { useShowResult } from '../../ui/ResultProvider';

export function EditProfilePage() {
  const translate = useTranslate();
  const showResult = useShowResult();
  const signedIn = useSession();
  const details = useGetOne<ProfileRecord>(PROFILE_RESOURCE, { id: signedIn.username });
  // Pessimistic: the form waits for the saved details, which react-admin puts in the record's cache.
  const [update, save] = useUpdate<ProfileRecord>(PROFILE_RESOURCE, undefined, {
    mutationMode: 'pessimistic',
    onSuccess: (user) => {
      updateCurrentUser({
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        profilePicture: user.profilePicture ?? '',
      });
      showResult({ severity: 'success', message: 'profile.edit.saved' });
    },
  });

  if (details.isPending) {
    return (
      <ProfileCard titleKey="profile.edit.title">
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </ProfileCard>
    );
  }
  if (details.isError) {
    return (
      <ProfileCard titleKey="profile.edit.title">
        <Alert severity="error">{translate('profile.loadFailed', { error: details.error.message })}</Alert>
      </ProfileCard>
    );
  }

  const { firstName, lastName, profilePicture, username } = details.data;
  const initials = (firstName || username).charAt(0).toUpperCase();
  return (
    <ProfileCard titleKey="profile.edit.title">
      <Form
        defaultValues={{ firstName: firstName ?? '', lastName: lastName ?? '', profilePicture: profilePicture ?? null }}
        onSubmit={(values: FieldValues) =>
          update(PROFILE_RESOURCE, {
            id: signedIn.username,
            data: {
              firstName: String(values.firstName).trim(),
              lastName: String(values.lastName).trim(),
              profilePicture: (values.profilePicture as UpdateUser['profilePicture']) || null,
            } satisfies UpdateUser,
          })
        }
      >
        <Stack spacing={1}>
          {save.isError && <Alert severity="error">{save.error.message}</Alert>}
          <TextInput source="firstName" label="profile.edit.firstName" autoComplete="given-name" validate={required('profile.edit.firstNameRequired')} />
          <TextInput source="lastName" label="profile.edit.lastName" autoComplete="family-name" validate={required('profile.edit.lastNameRequired')} />
          <ProfilePictureInput initials={initials} />
          <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
            {translate('profile.edit.save')}
          </Button>
        </Stack>
      </Form>
    </ProfileCard>
  );
}
