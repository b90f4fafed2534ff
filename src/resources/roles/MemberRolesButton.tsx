// The Roles button of each member's row on the Users page (a memberAction of the roles plugin): the
// member's roles in every instance of the account, the console's own included.
import { useState } from 'react';
import BadgeIcon from '@mui/icons-material/Badge';
import { Button, useTranslate } from 'react-admin';
import type { AccountUserView } from '../../../contract/users';
import { ResultDialog, type ResultMessage } from '../../ui/ResultDialog';
import { MemberRolesDialog } from './MemberRolesDialog';
import { memberName } from './memberName';

export function MemberRolesButton({ member }: { member: AccountUserView }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const name = memberName(member);
  return (
    <>
      <Button label="roles.action.rolesOf" aria-label={`${translate('roles.action.rolesOf')}: ${name}`} onClick={() => setOpen(true)}>
        <BadgeIcon />
      </Button>
      {open && (
        <MemberRolesDialog member={{ accountUserId: member.accountUserId, name }} onClose={() => setOpen(false)}
          onSaved={(message) => { setOpen(false); setResult({ severity: 'success', message }); }} />
      )}
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </>
  );
}
