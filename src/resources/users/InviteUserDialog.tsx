// The invite form: an email, a user type, the console (AdminApp) role, and roles in each of the
// account's other apps; creates the invitation (the invite call) and says to whom it was sent.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import {
  Form, Loading, SelectArrayInput, SelectInput, TextInput, email, required, useCreate, useTranslate,
} from 'react-admin';
import { useAccountId, useSession, useFlags } from '../../session';
import { useChoices } from './ChoiceLabelField';
import { allowedUserTypes } from './memberChange';
import { instanceField, invitationPayload, type InviteFormValues } from './invitationPayload';
import { INVITATIONS_RESOURCE } from './usersAccess';
import { useRoleChoices } from './useRoleChoices';
import { USER_TYPES } from '../../../contract/usersRules';
import { useShowResult, useShowSuccess } from '../../ui/ResultProvider';
import { DialogSaveButton } from '../../ui/DialogSaveButton';
import { appDisplayName } from '../../i18n/appDisplayName';

const validateEmail = [required('users.validation.emailRequired'), email('users.validation.emailInvalid')];
const validateUserType = required('users.validation.userTypeRequired');

export function InviteUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const showResult = useShowResult();
  const showSuccess = useShowSuccess();
  const [create, { isPending }] = useCreate();
  const { permissions } = useFlags();
  const userTypes = useChoices('userType', allowedUserTypes(USER_TYPES, permissions));
  const { choices, loading, roleChoices } = useRoleChoices(open);
  const accountId = useAccountId();
  const { userId } = useSession();
  const invite = (values: InviteFormValues) => {
    const payload = invitationPayload(values, choices ?? [], { accountId: Number(accountId), userId: Number(userId) });
    return create(INVITATIONS_RESOURCE, { data: payload }, {
      mutationMode: 'pessimistic',
      onSuccess: () => {
        showSuccess(translate('resources.user-invitations.notifications.created', { email: payload.toEmail.trim() }));
        onClose();
      },
      onError: (error) => showResult({ severity: 'error', message: (error as Error).message }),
    });
  };
  const adminApp = choices?.find((c) => c.isAdminApp);
  const otherApps = choices?.filter((c) => !c.isAdminApp) ?? [];

  return (
    // Busy while its choices load: assistive technology (and the tests) wait for the whole form.
    <Dialog open={open} onClose={onClose} aria-labelledby="invite-user-title" aria-busy={loading} fullWidth maxWidth="sm">
      <Form record={{ userType: 'USER', adminRole: '' }} onSubmit={(values: Record<string, unknown>) => invite(values as unknown as InviteFormValues)}>
        <DialogTitle id="invite-user-title">{translate('users.invite.title')}</DialogTitle>
        <DialogContent>
          {loading ? <Loading /> : (
            <>
              <TextInput source="toEmail" label="users.invite.toEmail" type="email" validate={validateEmail} fullWidth autoFocus />
              <SelectInput source="userType" label="users.invite.userType" choices={userTypes} validate={validateUserType} fullWidth />
              {adminApp && (
                <SelectInput source="adminRole" label="users.invite.adminRole" choices={roleChoices(adminApp)}
                  emptyText="users.invite.defaultRole" fullWidth />
              )}
              {otherApps.map((instance) => (
                <SelectArrayInput key={instance.appInstanceId} source={`appRoles.${instanceField(instance.appInstanceId)}`}
                  label={translate('users.invite.appRoles', { app: appDisplayName(instance.appName, translate) })} choices={roleChoices(instance)} fullWidth />
              ))}
              {otherApps.length === 0 && <Typography variant="body2" color="text.secondary">{translate('users.invite.noApps')}</Typography>}
            </>
          )}
        </DialogContent>
        <DialogActions>
          {/* MUI's Button: react-admin's turns into an icon button on phones, and Cancel has no icon. */}
          <Button onClick={onClose}>{translate('users.action.cancel')}</Button>
          <DialogSaveButton label="users.action.send" icon={<></>} busy={isPending || loading} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
