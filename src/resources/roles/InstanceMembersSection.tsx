// The account's members as seen from one of its app instances: each member's permissions there and
// why, and their roles there (assign, with the impact shown first).
import { useState } from 'react';
import { Button } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { InstanceSectionProps } from '../../plugins/types';
import { SectionTable } from '../../ui/SectionTable';
import { ResultDialog, type ResultMessage } from '../../ui/ResultDialog';
import type { AccountUserView } from '../../../contract/users';
import { ROLES_RESOURCE, type RolesDataProvider } from './rolesDataProvider';
import { EffectivePermissionsDialog } from './EffectivePermissionsDialog';
import { MemberRolesDialog } from './MemberRolesDialog';
import { memberName as nameOf } from './memberName';

type Member = AccountUserView & { id: number };
type Open = { dialog: 'permissions' | 'roles'; member: { accountUserId: number; name: string } } | null;


export function InstanceMembersSection({ accountId, instance }: InstanceSectionProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RolesDataProvider>();
  const [open, setOpen] = useState<Open>(null);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const appName = instance.name ?? '';

  return (
    <>
      <SectionTable<Member>
        caption="roles.sections.members"
        queryKey={[ROLES_RESOURCE, 'members', accountId]}
        fetchPage={async (q) => {
          const page = await dataProvider.members(ROLES_RESOURCE, accountId, q);
          return { ...page, content: page.content.map((m) => ({ ...m, id: m.accountUserId })) };
        }}
        empty="roles.empty.members"
        columns={[
          { key: 'name', label: 'roles.fields.name', sortField: 'firstName', render: nameOf },
          { key: 'email', label: 'roles.fields.email', sortField: 'email', render: (m) => m.email },
          { key: 'userType', label: 'roles.fields.userType', sortField: 'userType', render: (m) => translate(`roles.userTypes.${m.userType}`, { _: m.userType }) },
        ]}
        rowActions={(m) => (
          <>
            <Button size="small" aria-label={`${translate('roles.action.permissionsOf')}: ${nameOf(m)}`}
              onClick={() => setOpen({ dialog: 'permissions', member: { accountUserId: m.accountUserId, name: nameOf(m) } })}>
              {translate('roles.action.permissionsOf')}
            </Button>
            <Button size="small" aria-label={`${translate('roles.action.rolesOf')}: ${nameOf(m)}`}
              onClick={() => setOpen({ dialog: 'roles', member: { accountUserId: m.accountUserId, name: nameOf(m) } })}>
              {translate('roles.action.rolesOf')}
            </Button>
          </>
        )}
      />
      {open?.dialog === 'permissions' && (
        <EffectivePermissionsDialog appInstanceId={instance.id} member={open.member} onClose={() => setOpen(null)} />
      )}
      {open?.dialog === 'roles' && (
        <MemberRolesDialog instances={[{ id: instance.id, appId: instance.appId, name: appName }]} member={open.member}
          onClose={() => setOpen(null)} onSaved={(message) => { setOpen(null); setResult({ severity: 'success', message }); }} />
      )}
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </>
  );
}
