// The landing page after picking an account (/app/:accountId/my-apps): the account and the user's
// role in it, the account's subscribed apps (for My Apps' flags) and the other areas they can open.
// A URL naming another account than the selected one leads to the account list, where the user
// picks (and so loads the flags of) the account they want.
import { Card, CardContent, CardHeader, Divider, Stack, Typography } from '@mui/material';
import { Navigate, useParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { useSession, useFlags } from '../../session';
import { routes } from '../../config/constants';
import { hasAnyFlag } from '../../plugins/registry';
import { ConsoleAreas } from './ConsoleAreas';
import { SubscribedAppsGrid } from './SubscribedAppsGrid';
import { MY_APPS_FLAGS } from '../../../contract/myAppsFlags';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </div>
  );
}

export function MyAppsPage() {
  const { accountId } = useParams();
  const translate = useTranslate();
  const { permissions } = useFlags();
  const session = useSession();
  if (!accountId || accountId !== session.accountId) return <Navigate to={routes.accountListViewAll} replace />;

  const { businessName, userType } = session;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('shell.menu.myApps')} />
      <Card>
        <CardHeader title={translate('home.welcome', { businessName })} slotProps={{ title: { component: 'h1', variant: 'h5' } }} />
        <CardContent>
          <Stack direction="row" spacing={4}>
            <Detail label={translate('home.accountCode')} value={session.accountCode} />
            <Detail label={translate('home.role')} value={translate(`home.userType.${userType}`, { _: userType })} />
          </Stack>
        </CardContent>
      </Card>
      {permissions && hasAnyFlag(permissions, MY_APPS_FLAGS) && <SubscribedAppsGrid accountId={accountId} />}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('home.areas')}
          </Typography>
          <Divider sx={{ my: 1 }} />
          <ConsoleAreas />
        </CardContent>
      </Card>
    </Stack>
  );
}
