// Security: whether two-factor authentication is on; setting it up (QR code and manual key, then
// a code confirms) or turning it off (a current code confirms). One alert at a time: the outcome
// shows in the result dialog, the page keeps the status. The status is the twoFactor resource's one
// record (useGetOne), switched with useUpdate; a new secret to set it up with is a custom call.
import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useDataProvider, useGetOne, useTranslate, useUpdate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { useSession } from '../../session';
import {
  PROFILE_RESOURCE, TWO_FACTOR_RESOURCE, type ProfileDataProvider, type TwoFactorChange, type TwoFactorRecord,
} from './profileDataProvider';
import type { MfaSetup } from '../../../contract/session';
import { ProfileCard } from './ProfileCard';
import { CodeForm } from './CodeForm';
import { useShowSuccess } from '../../ui/ResultProvider';

type Step = { name: 'status' } | { name: 'confirmSetup'; setup: MfaSetup } | { name: 'confirmTurnOff' };

export function SecurityPage() {
  const translate = useTranslate();
  const { username } = useSession();
  const dataProvider = useDataProvider<ProfileDataProvider>();
  const showSuccess = useShowSuccess();
  const status = useGetOne<TwoFactorRecord>(TWO_FACTOR_RESOURCE, { id: username });
  const [step, setStep] = useState<Step>({ name: 'status' });

  const setUp = useMutation({
    mutationFn: () => dataProvider.startTwoFactorSetup(PROFILE_RESOURCE, { username }),
    onSuccess: (setup) => setStep({ name: 'confirmSetup', setup }),
  });
  // Pessimistic: react-admin keeps the state as saved as the record, and the page shows it.
  const [update, change] = useUpdate<TwoFactorRecord>();
  const switchTo = (on: boolean, code: string) => {
    const data: TwoFactorChange = { using2fa: on, code };
    update(TWO_FACTOR_RESOURCE, { id: username, data, previousData: status.data }, {
      mutationMode: 'pessimistic',
      onSuccess: ({ using2fa }) => {
        showSuccess(translate(using2fa ? 'profile.security.enabled' : 'profile.security.disabled'));
        setStep({ name: 'status' });
      },
    });
  };
  const begin = (next: () => void) => {
    change.reset();
    next();
  };
  const backToStatus = () => begin(() => setStep({ name: 'status' }));

  if (status.isPending) {
    return (
      <ProfileCard titleKey="profile.security.title">
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </ProfileCard>
    );
  }
  if (status.isError) {
    return (
      <ProfileCard titleKey="profile.security.title">
        <Alert severity="error">{translate('profile.loadFailed', { error: status.error.message })}</Alert>
      </ProfileCard>
    );
  }

  const on = status.data.using2fa;
  return (
    <ProfileCard titleKey="profile.security.title">
      <Stack spacing={2}>
        <Typography color="text.secondary">{translate('profile.security.intro')}</Typography>
        {setUp.isError && <Alert severity="error">{setUp.error.message}</Alert>}
        {step.name === 'status' && (
          <>
            <Alert severity={on ? 'success' : 'info'} icon={false}>
              {translate(on ? 'profile.security.statusOn' : 'profile.security.statusOff')}
            </Alert>
            <Box>
              {on ? (
                <Button variant="outlined" color="error" onClick={() => begin(() => setStep({ name: 'confirmTurnOff' }))}>
                  {translate('profile.security.turnOff')}
                </Button>
              ) : (
                <Button variant="contained" disabled={setUp.isPending} onClick={() => begin(() => setUp.mutate())}>
                  {translate('profile.security.setUp')}
                </Button>
              )}
            </Box>
          </>
        )}
        {step.name === 'confirmSetup' && (
          <>
            <Typography>{translate('profile.security.scan')}</Typography>
            <Box component="img" src={step.setup.qrCode} alt={translate('profile.security.qrAlt')} sx={{ width: 200, height: 200, alignSelf: 'center' }} />
            <Box>
              <Typography variant="subtitle2" component="p">
                {translate('profile.security.manualKey')}
              </Typography>
              <Typography component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }}>
                {step.setup.mfaCode}
              </Typography>
            </Box>
            <CodeForm
              submitLabel={translate('profile.security.turnOn')}
              pending={change.isPending}
              error={change.error?.message}
              onSubmit={(code) => switchTo(true, code)}
              onCancel={backToStatus}
            />
          </>
        )}
        {step.name === 'confirmTurnOff' && (
          <>
            <Typography>{translate('profile.security.turnOffIntro')}</Typography>
            <CodeForm
              submitLabel={translate('profile.security.turnOff')}
              pending={change.isPending}
              error={change.error?.message}
              onSubmit={(code) => switchTo(false, code)}
              onCancel={backToStatus}
            />
          </>
        )}
      </Stack>
    </ProfileCard>
  );
}
