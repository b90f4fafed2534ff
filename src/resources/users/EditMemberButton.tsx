// Changes a member's user type or status in a dialog ('User status updated', or 'User restored'
// when an INACTIVE member becomes ACTIVE). Only holders of allpermissions see the owner choice.
import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button, Form, SelectInput, required, useRecordContext, useRefresh, useTranslate, useUpdate,
} from 'react-admin';
import { useChoices } from './ChoiceLabelField';
import { memberName } from './MemberNameField';
import { allowedUserTypes, memberChangeMessage } from './memberChange';
import { ACCOUNT_USERS_RESOURCE } from './usersAccess';
import { MEMBER_STATUSES, USER_TYPES } from '../../../contract/usersRules';
import type { AccountUserView } from '../../../contract/users';
import { useShowResult } from '../../ui/ResultProvider';
import { DialogSaveButton } from '../../ui/DialogSaveButton';
import { useFlags } from '../../session';

export function EditMemberButton() {
  const user = useRecordContext<AccountUserView>();
  const translate = useTranslate();
  const showResult = useShowResult();
  const refresh = useRefresh();
  const { permissions } = useFlags();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate<AccountUserView>();
  const userTypes = useChoices('userType', allowedUserTypes(USER_TYPES, permissions));
  const statuses = useChoices('status', MEMBER_STATUSES);
  if (!user) return null;
  const name = memberName(user);

  const save = (values: Partial<AccountUserView>) => update(ACCOUNT_USERS_RESOURCE, { id: user.id, data: values, previousData: user }, {
    mutationMode: 'pessimistic',
    onSuccess: () => {
      showResult({ severity: 'success', message: memberChangeMessage(user, values) });
      setOpen(false);
      refresh();
    },
    onError: (error) => showResult({ severity: 'error', message: (error as Error).message }),
  });

  return (
    <>
      <Button label="users.action.edit" aria-label={`${translate('users.action.edit')}: ${name}`} onClick={() => setOpen(true)}>
        <EditIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="edit-member-title" fullWidth maxWidth="xs">
        <Form record={{ userType: user.userType, status: user.status }} onSubmit={save}>
          <DialogTitle id="edit-member-title">{translate('users.edit.title', { name })}</DialogTitle>
          <DialogContent>
            <SelectInput source="userType" label="resources.account-users.fields.userType" choices={userTypes} validate={required()} fullWidth />
            <SelectInput source="status" label="resources.account-users.fields.status" choices={statuses} validate={required()} fullWidth />
          </DialogContent>
          <DialogActions>
            <Button label="users.action.cancel" onClick={() => setOpen(false)} />
            <DialogSaveButton label="users.action.save" busy={isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
