// Brings an INACTIVE member back ('User restored').
import { Button, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import RestoreIcon from '@mui/icons-material/Restore';
import { memberName } from './MemberNameField';
import { memberChangeMessage } from './memberChange';
import { ACCOUNT_USERS_RESOURCE } from './usersAccess';
import type { AccountUserView } from '../../../contract/users';
import { useShowResult } from '../../ui/ResultProvider';

export function RestoreUserButton() {
  const user = useRecordContext<AccountUserView>();
  const translate = useTranslate();
  const showResult = useShowResult();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<AccountUserView>();
  if (!user) return null;
  const restore = () => update(ACCOUNT_USERS_RESOURCE, { id: user.id, data: { status: 'ACTIVE' }, previousData: user }, {
    mutationMode: 'pessimistic',
    onSuccess: () => {
      showResult({ severity: 'success', message: memberChangeMessage(user, { status: 'ACTIVE' }) });
      refresh();
    },
    onError: (error) => showResult({ severity: 'error', message: (error as Error).message }),
  });
  return (
    <Button label="users.action.restore" aria-label={`${translate('users.action.restore')}: ${memberName(user)}`} onClick={restore} disabled={isPending}>
      <RestoreIcon />
    </Button>
  );
}
