// Delete (delete_app) after confirmation; disabled for AdminApp (§2).
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { ADMIN_APP } from '../../../contract/appKinds';
import { ConfirmDialog } from './ConfirmDialog';
import { useItemChange } from './useItemChange';
import type { AppView } from '../../../contract/developerPortal';

export function DeleteItemButton({ item, afterDelete }: { item: AppView; afterDelete?: () => void }) {
  const translate = useTranslate();
  const change = useItemChange(item, afterDelete);
  const label = `${translate('developerPortal.action.delete')}: ${item.name}`;
  const disabled = item.name === ADMIN_APP;
  return (
    <>
      <Tooltip title={label}>
        {/* A disabled button fires no events: the span keeps the tooltip working. */}
        <span>
          <IconButton aria-label={label} onClick={change.ask} size="small" color="error" disabled={disabled}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <ConfirmDialog
        open={change.confirming}
        loading={change.pending}
        name={item.name}
        title="developerPortal.confirm.deleteTitle"
        content="developerPortal.confirm.deleteContent"
        onConfirm={change.remove}
        onClose={change.cancel}
      />
    </>
  );
}
