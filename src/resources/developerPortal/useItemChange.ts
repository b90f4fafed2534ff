// One confirmed change of a portal item (publish, unpublish, stop or enable new subscriptions,
// delete): the call, the list's refresh, and the success dialog naming what was done.
import { useState } from 'react';
import { useDelete, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { DEVELOPER_APPS_RESOURCE } from './developerPortalDataProvider';
import { useShowSuccess } from '../../ui/ResultProvider';
import type { AppView } from '../../../contract/developerPortal';

export type SuccessKey = 'published' | 'unpublished' | 'stopped' | 'enabled' | 'deleted';

export function useItemChange(item: AppView, afterSuccess?: () => void) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const notify = useNotify();
  const showSuccess = useShowSuccess();
  const [update, { isPending: updating }] = useUpdate();
  const [remove, { isPending: deleting }] = useDelete();
  const [confirming, setConfirming] = useState(false);

  const succeeded = (key: SuccessKey) => {
    setConfirming(false);
    refresh();
    const type = translate(`developerPortal.types.${item.type}`, { _: item.type });
    showSuccess(translate(`developerPortal.success.${key}`, { type }), afterSuccess);
  };
  const failed = (error: unknown) => {
    setConfirming(false);
    notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
  };

  return {
    confirming,
    pending: updating || deleting,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    // A switch changes one field, whatever else was saved since: no previous data, so no If-Match (record 0413).
    change: (data: Partial<AppView>, key: SuccessKey) =>
      update(DEVELOPER_APPS_RESOURCE, { id: item.id, data }, {
        mutationMode: 'pessimistic', onSuccess: () => succeeded(key), onError: failed,
      }),
    remove: () => remove(DEVELOPER_APPS_RESOURCE, { id: item.id, previousData: item }, {
      mutationMode: 'pessimistic', onSuccess: () => succeeded('deleted'), onError: failed,
    }),
  };
}
