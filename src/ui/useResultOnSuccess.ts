// react-admin's own saves and deletes (Create, Edit, DeleteWithConfirmButton) end with a snackbar;
// these mutation options end them with the console's result dialog instead, then refresh or leave.
// A refused delete (a 403 the buttons' access checks did not foresee) shows the error dialog with
// the server's message (developer-portal.md §8); a refused save keeps react-admin's handling, which
// puts the server's field errors on the form.
import { useRedirect, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { useShowResult, useShowSuccess } from './ResultProvider';

export type SuccessKind = 'created' | 'updated' | 'deleted';

/**
 * Options for a react-admin mutation: the resource's own message (resources.{name}.notifications.
 * {kind}, else react-admin's), then back to `redirectTo`, or the current list refreshed.
 */
export function useResultOnSuccess(kind: SuccessKind, redirectTo?: string) {
  const resource = useResourceContext();
  const translate = useTranslate();
  const showSuccess = useShowSuccess();
  const showResult = useShowResult();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const onSuccess = () => {
    const fallback = translate(`ra.notification.${kind}`, { smart_count: 1 });
    showSuccess(translate(`resources.${resource}.notifications.${kind}`, { _: fallback, smart_count: 1 }));
    if (redirectTo) redirect(redirectTo);
    else refresh();
  };
  if (kind !== 'deleted') return { onSuccess };
  return {
    onSuccess,
    onError: (error: unknown) => showResult({ severity: 'error', message: (error as Error).message || 'shell.errors.generic' }),
  };
}
