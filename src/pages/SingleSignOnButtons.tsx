// One "Continue with ..." button per single sign-on provider the server has turned on; nothing at
// all when none is. `invitationKey`: an invitation the user accepts by signing in.
import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Stack } from '@mui/material';
import { ssoProviders, startSingleSignOn } from '../authProvider/singleSignOn';
import type { SsoProvider } from '../../contract/singleSignOn';
import { usePublicI18n } from './PublicI18n';
import { failureOf, inLanguage, type ServerFailure } from './serverMessages';

export function SingleSignOnButtons({ invitationKey }: { invitationKey?: string }) {
  const { translate } = usePublicI18n();
  const [providers, setProviders] = useState<SsoProvider[]>([]);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<ServerFailure>();

  useEffect(() => {
    let cancelled = false;
    void ssoProviders().then((found) => {
      if (!cancelled) setProviders(found);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (providers.length === 0) return null;

  async function start(ssoSystem: SsoProvider['ssoSystem']) {
    setLeaving(true);
    setError(undefined);
    try {
      await startSingleSignOn(ssoSystem, invitationKey);
    } catch (failure) {
      setError(failureOf(failure));
      setLeaving(false);
    }
  }

  return (
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      <Divider>{translate('pages.sso.or')}</Divider>
      {error && <Alert severity="error">{inLanguage(error, translate)}</Alert>}
      {providers.map((provider) => (
        <Button key={provider.ssoSystem} variant="outlined" disabled={leaving} onClick={() => void start(provider.ssoSystem)}>
          {translate('pages.sso.continueWith', { provider: provider.name })}
        </Button>
      ))}
    </Stack>
  );
}
