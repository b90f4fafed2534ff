// An app's detail page (developer-portal.md §2): /app/:accountId/:appId/detialPage, and the
// instance (or subscription) variant /app/:accountId/:appId/:appInstanceId/detialPage. Shows the
// app, the account's subscription of it, and, for the app's own developer account, the way to its
// settings form configuration. On the instance variant, other domains add tabs (the instance's
// roles, API keys, connector links...) as PageSections.
import { Button, Card, CardContent, CardHeader, CircularProgress, Stack, Typography } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { Title, useGetList, useGetOne, useTranslate } from 'react-admin';
import { hasAnyFlag } from '../../plugins/registry';
import { updateFlag } from '../../../contract/developerPortalFlags';
import type { PublishedApp, Subscription } from '../../../contract/marketplace';
import { AppLogo } from '../../ui/AppLogo';
import { MARKETPLACE_RESOURCE, SUBSCRIPTIONS_RESOURCE } from './marketplaceDataProvider';
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
  // The marketplace's list narrowed to this app: none when it is not (or no longer) published.
  const published = useGetList<PublishedApp>(MARKETPLACE_RESOURCE, {
    filter: { accountId: Number(accountId), appId }, pagination: { page: 1, perPage: 1 },
  });
  const publishedApp = published.data?.[0] ?? null;
  const instanceId = instanceParam ? Number(instanceParam) : publishedApp?.appInstanceId ?? undefined;
  // The account's instance of the app, ACTIVE or not (none to read before its id is known).
  const instance = useGetOne<Subscription>(SUBSCRIPTIONS_RESOURCE, { id: instanceId });

  // Only the page's own instance holds the page back: the one a subscription just created loads
  // under the open result dialog, which must stay.
  if (published.isPending || (instanceParam !== undefined && instance.isPending)) {
    return <CircularProgress sx={{ mt: 4 }} aria-label={translate('ra.page.loading')} />;
  }
  // An instance of another app (or of nobody's) is not this page's.
  const subscription = instance.data && instance.data.appId === appId ? instance.data : null;
  const app = publishedApp ?? subscription;
  if (!app) {
    return <Typography sx={{ mt: 4 }}>{translate('marketplace.appNotAvailable')}</Typography>;
  }
  const own = publishedApp?.developerAccountId === Number(accountId);
  const mayConfigure = own && hasAnyFlag(permissions ?? {}, [updateFlag(app.type)]);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={app.name} />
      <CardHeader
        avatar={<AppLogo logo={app.logo} logoType={app.logoType} name={app.name} size={56} />}
        title={app.name}
        subheader={publishedApp?.developerBusinessName ? translate('marketplace.by', { name: publishedApp.developerBusinessName }) : undefined}
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
            app={{ appId, name: app.name, type: app.type, stopNewSubscriptions: publishedApp?.stopNewSubscriptions ?? true }}
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
