// The stop-new-subscriptions switch, open to any viewer (§6); the confirmation's wording depends
// on the current state (§4).
import { Switch, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog';
import { useItemChange } from './useItemChange';
import type { AppView } from '../../../contract/developerPortal';

export function StopSubscriptionsSwitch({ item }: { item: AppView }) {
  const translate = useTranslate();
  const change = useItemChange(item);
  const stopping = !item.stopNewSubscriptions;
  const label = `${translate('developerPortal.action.stopNewSubscriptions')}: ${item.name}`;
  return (
    <>
      <Tooltip title={translate('developerPortal.action.stopNewSubscriptions')}>
        <Switch size="small" checked={item.stopNewSubscriptions} onChange={change.ask} slotProps={{ input: { 'aria-label': label } }} />
      </Tooltip>
      <ConfirmDialog
        open={change.confirming}
        loading={change.pending}
        name={item.name}
        title={stopping ? 'developerPortal.confirm.stopTitle' : 'developerPortal.confirm.enableTitle'}
        content={stopping ? 'developerPortal.confirm.stopContent' : 'developerPortal.confirm.enableContent'}
        onConfirm={() => change.change({ stopNewSubscriptions: stopping }, stopping ? 'stopped' : 'enabled')}
        onClose={change.cancel}
      />
    </>
  );
}
