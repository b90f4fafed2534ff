// An app's detail page (developer-portal.md §2): /app/:accountId/:appId/detialPage, and the
// instance (or subscription) variant /app/:accountId/:appId/:appInstanceId/detialPage. Shows the
// app, the account's subscription of it, and, for the app's own developer account, the way to its
// settings form configuration. On the instance variant, other domains add tabs (the instance's
// roles, API keys, connector links...) as PageSections.
import { Button, Card, CardContent, CardHeader, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { hasAnyFlag } from '../../plugins/registry';
import { updateFlag } from '../../../contract/developerPortalFlags';
import { AppLogo } from '../../ui/AppLogo';
import { MARKETPLACE_RESOURCE, type MarketplaceDataProvider } from './marketplaceDataProvider';
import { htmlText } from './htmlText';
import { SubscriptionPanel } from './SubscriptionPanel';
import { formConfigurationPage } from './paths';
import { PageSections } from '../../plugins/PageSections';
import { useFlags } from '../../session';

export function AppDetailPage() {
  const translate = useTranslate();
  const { accountId = '', appId: appIdParam, appInstanceId: instanceParam } = useParams();
  const appId = Number(appIdParam);
  const { permissions } = useFlags();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const published = useQuery({
    queryKey: ['marketplace', 'app', accountId, appId],
    queryFn: () => dataProvider.publishedApp(MARKETPLACE_RESOURCE, { accountId, appId }),
  });
  const instanceId = instanceParam ? Number(instanceParam) : published.data?.appInstanceId ?? undefined;
  const instance = useQuery({
    queryKey: ['marketplace', 'instance', accountId, instanceId],
    queryFn: () => dataProvider.appInstance(MARKETPLACE_RESOURCE, { id: instanceId! }),
    enabled: instanceId !== undefined,
  });

  // Only the page's own instance holds the page back: the one a subscription just created loads
  // under the open result dialog, which must stay.
  if (published.isPending || (instanceParam !== undefined && instance.isPending)) {
    return <CircularProgress sx={{ mt: 4 }} aria-label={translate('ra.page.loading')} />;
  }
  // An instance of another app (or of nobody's) is not this page's.
  const subscription = instance.data && instance.data.appId === appId ? instance.data : null;
  const app = published.data ?? subscription;
  if (!app) {
    return <Typography sx={{ mt: 4 }}>{translate('marketplace.appNotAvailable')}</Typography>;
  }
  const own = published.data?.developerAccountId === Number(accountId);
  const mayConfigure = own && hasAnyFlag(permissions ?? {}, [updateFlag(app.type)]);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={app.name} />
      <CardHeader
        avatar={<AppLogo logo={app.logo} logoType={app.logoType} name={app.name} size={56} />}
        title={app.name}
        subheader={published.data?.developerBusinessName ? translate('marketplace.by', { name: published.data.developerBusinessName }) : undefined}
        slotProps={{ title: { component: 'h1', variant: 'h5' } }}
        action={mayConfigure && (
          <Button component={Link} to={formConfigurationPage.path({ accountId, appId })}>{translate('marketplace.formConfiguration')}</Button>
        )}
      />
      <CardContent>
        <Stack spacing={3}>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{htmlText(app.description) || translate('marketplace.noDescription')}</Typography>
          <SubscriptionPanel
            accountId={accountId}
            app={{ appId, name: app.name, type: app.type, stopNewSubscriptions: published.data?.stopNewSubscriptions ?? true }}
            subscription={subscription}
            onInstancePage={instanceParam !== undefined}
          />
          {instanceParam !== undefined && subscription && (
            <PageSections place="instanceDetail" sectionProps={{ accountId: Number(accountId), instance: subscription }} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
