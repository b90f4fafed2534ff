// The account has no developer portal (§2 empty state, §4 "Developer portal"): the button registers
// the developer app when missing, subscribes the account to it for ALLTIME and says so.
import { Button, Card, CardContent, Typography } from '@mui/material';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { DEVELOPER_APPS_RESOURCE, type DeveloperPortalDataProvider } from './developerPortalDataProvider';
import { useShowSuccess } from '../../ui/ResultProvider';
import type { DeveloperAppStatus } from '../../../contract/developerPortal';

export function SubscribePortalCard({ status, onSubscribed }: { status: DeveloperAppStatus | null; onSubscribed: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showSuccess = useShowSuccess();
  const dataProvider = useDataProvider<DeveloperPortalDataProvider>();
  // A custom action of several calls (register the app, then subscribe), not one record's change.
  const subscribe = useMutation({
    mutationFn: () => dataProvider.subscribePortal(DEVELOPER_APPS_RESOURCE, { existing: status }),
    onSuccess: () => showSuccess(translate('developerPortal.success.subscribed'), onSubscribed),
    onError: (error: Error) => notify(error.message || 'ra.notification.http_error', { type: 'error' }),
  });
  return (
    <Card variant="outlined" sx={{ my: 2 }}>
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <RocketLaunchIcon color="primary" sx={{ fontSize: 48 }} />
        <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{translate('developerPortal.notSubscribed')}</Typography>
        <Button variant="contained" onClick={() => subscribe.mutate()} disabled={subscribe.isPending}>
          {translate('developerPortal.action.subscribe')}
        </Button>
      </CardContent>
    </Card>
  );
}
