// react-admin's own saves and deletes (Create, Edit, DeleteWithConfirmButton) end with a snackbar;
// these mutation options end them with the console's result dialog instead, then refresh or leave.
import { useRedirect, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { useShowSuccess } from './ResultProvider';

export type SuccessKind = 'created' | 'updated' | 'deleted';

/**
 * Options for a react-admin mutation: the resource's own message (resources.{name}.notifications.
 * {kind}, else react-admin's), then back to `redirectTo`, or the current list refreshed.
 */
export function useResultOnSuccess(kind: SuccessKind, redirectTo?: string) {
  const resource = useResourceContext();
  const translate = useTranslate();
  const showSuccess = useShowSuccess();
  const redirect = useRedirect();
  const refresh = useRefresh();
  return {
    onSuccess: () => {
      const fallback = translate(`ra.notification.${kind}`, { smart_count: 1 });
      showSuccess(translate(`resources.${resource}.notifications.${kind}`, { _: fallback, smart_count: 1 }));
      if (redirectTo) redirect(redirectTo);
      else refresh();
    },
  };
}
