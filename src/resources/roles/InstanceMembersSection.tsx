// The account's members as seen from one of its app instances: each member's permissions there and
// why, and their roles there (assign, with the impact shown first). The list is the Users page's
// resource (the account's members).
import { useState } from 'react';
import { Button } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { InstanceSectionProps } from '../../plugins/types';
import { SectionList } from '../../ui/SectionList';
import { useShowSuccess } from '../../ui/ResultProvider';
import type { AccountUserView } from '../../../contract/users';
import { ACCOUNT_USERS_RESOURCE } from '../../../contract/usersRules';
import { EffectivePermissionsDialog } from './EffectivePermissionsDialog';
import { MemberRolesDialog } from './MemberRolesDialog';
import { memberName as nameOf } from './memberName';

type Open = { dialog: 'permissions' | 'roles'; member: { accountUserId: number; name: string } } | null;

export function InstanceMembersSection({ instance }: InstanceSectionProps) {
  const translate = useTranslate();
  const showSuccess = useShowSuccess();
  const [open, setOpen] = useState<Open>(null);
  const appName = instance.name ?? '';
  const openFor = (dialog: 'permissions' | 'roles', m: AccountUserView) => setOpen({ dialog, member: { accountUserId: m.accountUserId, name: nameOf(m) } });

  return (
    <>
      <SectionList resource={ACCOUNT_USERS_RESOURCE} caption="roles.sections.members" empty="roles.empty.members">
        <DataTable.Col source="firstName" label="roles.fields.name" render={(m: AccountUserView) => nameOf(m)} />
        <DataTable.Col source="email" label="roles.fields.email" />
        <DataTable.Col source="userType" label="roles.fields.userType"
          render={(m: AccountUserView) => translate(`roles.userTypes.${m.userType}`, { _: m.userType })} />
        <DataTable.Col label="shell.table.actions" align="right" disableSort render={(m: AccountUserView) => (
          <>
            <Button size="small" aria-label={`${translate('roles.action.permissionsOf')}: ${nameOf(m)}`} onClick={() => openFor('permissions', m)}>
              {translate('roles.action.permissionsOf')}
            </Button>
            <Button size="small" aria-label={`${translate('roles.action.rolesOf')}: ${nameOf(m)}`} onClick={() => openFor('roles', m)}>
              {translate('roles.action.rolesOf')}
            </Button>
          </>
        )} />
      </SectionList>
      {open?.dialog === 'permissions' && (
        <EffectivePermissionsDialog appInstanceId={instance.id} member={open.member} onClose={() => setOpen(null)} />
      )}
      {open?.dialog === 'roles' && (
        <MemberRolesDialog instances={[{ id: instance.id, appId: instance.appId, name: appName }]} member={open.member}
          onClose={() => setOpen(null)} onSaved={(message) => { setOpen(null); showSuccess(message); }} />
      )}
    </>
  );
}
