// The developer portal screen (/app/{accountId}/developer-app, §2): a card with a tab per kind the
// user may view. The portal's status is asked beside the first list, so a subscribed account's
// table is not held up by it; an account without the portal gets the subscribe card instead.
import { useState } from 'react';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useAccountId, useFlags } from '../../session';
import { routes } from '../../config/constants';
import { PORTAL_STATUS_RESOURCE, type PortalStatus } from './developerPortalDataProvider';

import { SubscribePortalCard } from './SubscribePortalCard';
import { PortalItemList } from './PortalItemList';
import type { AppKind } from '../../../contract/appKinds';
import { visibleTabs } from './portalRules';

function PortalContent({ tabs }: { tabs: AppKind[] }) {
  const translate = useTranslate();
  const accountId = useAccountId();
  const [tab, setTab] = useState<AppKind>(tabs[0]);
  const status = useGetOne<PortalStatus>(PORTAL_STATUS_RESOURCE, { id: accountId });
  // No developer app (null) or an ended subscription: not subscribed. Until told, show the list.
  const subscribed = status.isSuccess ? status.data.developerApp?.subscribed === true : true;
  return (
    <>
      <Tabs value={tab} onChange={(_e, next: AppKind) => setTab(next)} aria-label={translate('shell.menu.developerPortal')}>
        {tabs.map((type) => <Tab key={type} value={type} label={translate(`developerPortal.tabs.${type}`)} />)}
      </Tabs>
      {!subscribed ? (
        <SubscribePortalCard status={status.data?.developerApp ?? null} onSubscribed={() => void status.refetch()} />
      ) : (
        <PortalItemList key={tab} type={tab} statusPending={status.isPending} />
      )}
    </>
  );
}

export function DeveloperPortalPage() {
  const translate = useTranslate();
  const { permissions, isPending } = useFlags();
  if (isPending) return null;
  const tabs = visibleTabs(permissions ?? {});
  if (tabs.length === 0) return <Navigate to={routes.unauthorized} replace />;
  return (
    <>
      <Title title={translate('shell.menu.developerPortal')} />
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <Card>
          <CardContent>
            <Typography variant="h5" component="h1" gutterBottom>{translate('shell.menu.developerPortal')}</Typography>
            <PortalContent tabs={tabs} />
          </CardContent>
        </Card>
      </Box>
    </>
  );
}
