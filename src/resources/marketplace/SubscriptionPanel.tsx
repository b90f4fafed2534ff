// The detail page's subscription box: subscribe (term, environment) or, when subscribed, the
// subscription with its settings and unsubscribe (after Yes/Cancel). After unsubscribing the user
// goes to the app's detail page; after subscribing from a subscription's page, to the new one's.
import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router-dom';
import { Confirm, useTranslate } from 'react-admin';
import { hasAnyFlag } from '../../plugins/registry';
import { subscribeFlag } from '../../../contract/marketplaceFlags';
import { ResultDialog } from '../../ui/ResultDialog';
import { SubscribeForm } from './SubscribeForm';
import { useSubscriptionChange } from './useSubscriptionChange';
import { appDetailPage, instanceDetailPage, instanceSettingsPage } from './paths';
import type { Subscription } from '../../../contract/marketplace';
import { useFlags } from '../../session';

export interface PanelApp {
  appId: number;
  name: string;
  type: string;
  stopNewSubscriptions: boolean;
}

export function SubscriptionPanel({ accountId, app, subscription, onInstancePage }: {
  accountId: string;
  app: PanelApp;
  /** The account's instance of the app, ACTIVE or not, if it has one. */
  subscription: Subscription | null;
  onInstancePage: boolean;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { permissions } = useFlags();
  const [confirming, setConfirming] = useState(false);
  const { change, pending, result, clearResult } = useSubscriptionChange();
  const maySubscribe = hasAnyFlag(permissions ?? {}, [subscribeFlag(app.type)]);
  const active = subscription?.status === 'ACTIVE';

  const closeResult = () => {
    clearResult();
    if (result?.status === 'INACTIVE') navigate(appDetailPage.path({ accountId, appId: app.appId }));
    else if (result?.status === 'ACTIVE' && onInstancePage) navigate(instanceDetailPage.path({ accountId, appId: app.appId, appInstanceId: result.subscriptionId }));
  };

  return (
    <Stack spacing={2} component="section" aria-label={translate('marketplace.subscription')}>
      <Typography variant="h6" component="h2">{translate('marketplace.subscription')}</Typography>
      {active && subscription && (
        <>
          <Typography>
            {translate('marketplace.subscribedSummary', {
              term: translate(`shell.subscription.terms.${subscription.subscriptionTerm}`, { _: subscription.subscriptionTerm ?? '' }),
              environment: translate(`shell.subscription.environments.${subscription.environment}`, { _: subscription.environment ?? '' }),
            })}
          </Typography>
          <Stack direction="row" spacing={1}>
            {subscription.hasSettingsForm && (
              <Button variant="outlined" component={Link} to={instanceSettingsPage.path({ accountId, appId: app.appId, appInstanceId: subscription.appInstanceId })}>
                {translate('marketplace.settings')}
              </Button>
            )}
            {maySubscribe && (
              <Button color="error" variant="outlined" disabled={pending} onClick={() => setConfirming(true)}>
                {translate('marketplace.unsubscribe')}
              </Button>
            )}
          </Stack>
        </>
      )}
      {!active && app.stopNewSubscriptions && <Alert severity="info">{translate('marketplace.notAcceptingSubscriptions')}</Alert>}
      {!active && !app.stopNewSubscriptions && maySubscribe && (
        <SubscribeForm disabled={pending} onSubscribe={(choice) => change({ app, status: 'ACTIVE', ...choice })} />
      )}
      {!active && !maySubscribe && <Typography color="text.secondary">{translate('marketplace.askToSubscribe')}</Typography>}
      <Confirm
        isOpen={confirming}
        title="marketplace.unsubscribeTitle"
        content="marketplace.unsubscribeQuestion"
        translateOptions={{ name: app.name }}
        confirm="marketplace.yes"
        cancel="marketplace.cancel"
        onConfirm={() => {
          setConfirming(false);
          change({ app, status: 'INACTIVE' });
        }}
        onClose={() => setConfirming(false)}
      />
      <ResultDialog result={result} onClose={closeResult} />
    </Stack>
  );
}
