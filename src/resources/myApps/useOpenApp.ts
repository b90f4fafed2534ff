// Opening an app from the menu or the My Apps page, with the outcome as a result dialog.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ResultMessage } from '../../ui/ResultDialog';
import { useSession } from '../../session';
import { NoRoleAssignedError, openApp } from './openApp';
import type { Subscription } from '../../../contract/marketplace';

export function useOpenApp() {
  const translate = useTranslate();
  const [result, setResult] = useState<ResultMessage | null>(null);
  const user = useSession();
  const mutation = useMutation({
    mutationFn: (app: Subscription) => openApp(app, user),
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
