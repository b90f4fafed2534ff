// Subscribing and unsubscribing (developer-portal.md §4 "Subscription"): an ACTIVE answer shows a
// success dialog, any other status an information dialog saying the app is unsubscribed. Every
// list is re-fetched after, the menu's My Apps among them. A custom action (a named call, not one
// record's change), hence react-query's mutation; it stays pending until the lists are read again.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ResultMessage } from '../../ui/ResultDialog';
import { useAccountId, useSession } from '../../session';
import { MARKETPLACE_RESOURCE, type MarketplaceDataProvider, type SubscriptionChange } from './marketplaceDataProvider';

export function subscriptionResult(status: string, appName: string, translate: (key: string, options?: object) => string): ResultMessage {
  return status === 'ACTIVE'
    ? { severity: 'success', message: translate('marketplace.subscribedDialog', { name: appName }) }
    : { severity: 'info', message: translate('marketplace.unsubscribedDialog', { name: appName }) };
}

export function useSubscriptionChange() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  const { userId, userType } = useSession();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const [result, setResult] = useState<(ResultMessage & { status: string; subscriptionId: number }) | null>(null);
  const mutation = useMutation({
    mutationFn: (change: SubscriptionChange) =>
      dataProvider.changeSubscription(MARKETPLACE_RESOURCE, { change, subscriber: { accountId, userId, userType } }),
    onSuccess: ({ data }, change) => {
      setResult({ ...subscriptionResult(data.status, change.app.name, translate), status: data.status, subscriptionId: data.id });
      return queryClient.invalidateQueries();
    },
    onError: (error) => setResult({ severity: 'error', message: error.message || translate('shell.errors.generic'), status: 'ERROR', subscriptionId: 0 }),
  });
  return {
    change: (change: SubscriptionChange) => mutation.mutate(change),
    pending: mutation.isPending,
    result,
    clearResult: () => setResult(null),
  };
}
