// Security: whether two-factor authentication is on; setting it up (QR code and manual key, then
// a code confirms) or turning it off (a current code confirms). One alert at a time: the outcome
// shows in the result dialog, the page keeps the status.
import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../session';
import { PROFILE_RESOURCE, type ProfileDataProvider } from './profileDataProvider';
import type { MfaSetup } from '../../../contract/session';
import { ProfileCard } from './ProfileCard';
import { CodeForm } from './CodeForm';
import { useShowSuccess } from '../../ui/ResultProvider';

const USING_2FA_KEY = [PROFILE_RESOURCE, 'using2fa'];

type Step = { name: 'status' } | { name: 'confirmSetup'; setup: MfaSetup } | { name: 'confirmTurnOff' };

export function SecurityPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { username } = useSession();
  const dataProvider = useDataProvider<ProfileDataProvider>();
  const showSuccess = useShowSuccess();
  const status = useQuery({ queryKey: USING_2FA_KEY, queryFn: () => dataProvider.isUsing2fa(PROFILE_RESOURCE, { username }) });
  const [step, setStep] = useState<Step>({ name: 'status' });

  const setUp = useMutation({
    mutationFn: () => dataProvider.startTwoFactorSetup(PROFILE_RESOURCE, { username }),
    onSuccess: (setup) => setStep({ name: 'confirmSetup', setup }),
  });
  const change = useMutation({
    mutationFn: ({ on, code }: { on: boolean; code: string }) => dataProvider.setUsing2fa(PROFILE_RESOURCE, { username, using2fa: on, code }),
    onSuccess: ({ using2fa }) => {
      queryClient.setQueryData(USING_2FA_KEY, using2fa);
      showSuccess(translate(using2fa ? 'profile.security.enabled' : 'profile.security.disabled'));
      setStep({ name: 'status' });
    },
  });
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

  const on = status.data;
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
              onSubmit={(code) => change.mutate({ on: true, code })}
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
              onSubmit={(code) => change.mutate({ on: false, code })}
              onCancel={backToStatus}
            />
          </>
        )}
      </Stack>
    </ProfileCard>
  );
}
