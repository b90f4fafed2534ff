// Opening an app from the menu or the My Apps page, with the outcome as a result dialog.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ResultMessage } from '../../ui/ResultDialog';
import { useSession } from '../../session';
import { NoRoleAssignedError, openApp } from './openApp';
import type { MyAppsDataProvider } from './myAppsDataProvider';
import type { Subscription } from '../../../contract/marketplace';

export function useOpenApp() {
  const translate = useTranslate();
  const [result, setResult] = useState<ResultMessage | null>(null);
  const user = useSession();
  const dataProvider = useDataProvider<MyAppsDataProvider>();
  const mutation = useMutation({
    mutationFn: (app: Subscription) => openApp(dataProvider, app, user),
    onError: (error) => setResult({
      severity: 'error',
      message: error instanceof NoRoleAssignedError ? translate('myApps.noRoleAssigned') : error.message || translate('shell.errors.generic'),
    }),
  });
  return {
    /** onOpened runs once the app's window is open (the error dialog must outlive a closing menu). */
    open: (app: Subscription, onOpened?: () => void) => mutation.mutate(app, { onSuccess: onOpened }),
    openingId: mutation.isPending ? mutation.variables?.appInstanceId : undefined,
    result,
    closeResult: () => setResult(null),
  };
}
