// A member's roles (developer-portal.md §7 userRolesList, assignRolesToUser): in one app instance
// (its detail page) or in each of the account's instances, the console's own included (the Users
// page's Roles). Each instance offers its custom roles and its app's default roles, ticked as held;
// before saving, what the member gains and loses. With nothing ticked, the user type's defaults apply.
import { useState } from 'react';
import {
  Alert, Box, Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, Stack, Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetOne, useTranslate, useUpdate } from 'react-admin';
import { useAccountId, useFlags } from '../../session';
import { ALL_PERMISSIONS } from '../../../contract/sessionFlags';
import type { RoleChangeImpact, RoleListing } from '../../../contract/roles';
import { ROLES_RESOURCE, type RolesDataProvider } from './rolesDataProvider';
import {
  MEMBER_ROLES, type HeldRoles, type InstanceRoles, type MemberRoles, type MemberRolesChange, type MemberRolesMeta, type RoleInstance,
} from './memberRolesResources';
import { ImpactSummary } from './ImpactSummary';
import { appDisplayName } from '../../i18n/appDisplayName';

interface MemberRolesDialogProps {
  /** The instances to set roles in; every instance of the account when absent. */
  instances?: RoleInstance[];
  member: { accountUserId: number; name: string };
  onClose: () => void;
  onSaved: (message: string) => void;
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));
const changed = (held: HeldRoles, now: HeldRoles) => !sameIds(held.custom, now.custom) || !sameIds(held.defaults, now.defaults);
const toggled = (ids: number[], id: number) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

function RoleGroup({ legend, roles, ticked, onToggle }: { legend: string; roles: RoleListing[]; ticked: number[]; onToggle: (id: number) => void }) {
  const translate = useTranslate();
  if (roles.length === 0) return null;
  // A default role named after its user type (the console's OWNER, DEVELOPER, USER) reads as that type.
  const label = (r: RoleListing) => (r.kind === 'default' && r.roleName === r.userType
    ? translate(`roles.userTypes.${r.roleName}`, { _: r.roleName }) : r.roleName);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary">{legend}</Typography>
      <FormGroup row sx={{ pl: 1 }}>
        {roles.map((r) => (
          <FormControlLabel key={r.id} control={<Checkbox checked={ticked.includes(r.id)} onChange={() => onToggle(r.id)} />} label={label(r)} />
        ))}
      </FormGroup>
    </Box>
  );
}

export function MemberRolesDialog({ instances, member, onClose, onSaved }: MemberRolesDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RolesDataProvider>();
  const { permissions } = useFlags();
  const accountId = useAccountId();
  const [choices, setChoices] = useState<Record<number, HeldRoles>>({});
  const [impacts, setImpacts] = useState<{ instance: RoleInstance; impact: RoleChangeImpact }[] | null>(null);
  // The member's roles as the dialog opens: read afresh each time (gcTime 0).
  const meta: MemberRolesMeta = { instances, accountId, consoleName: translate('roles.memberRoles.console') };
  const loaded = useGetOne<MemberRoles>(MEMBER_ROLES, { id: member.accountUserId, meta }, { gcTime: 0 });
  // Owners' roles carry every permission: only a holder of allpermissions may give them (the server refuses others).
  const grantable = (r: RoleListing) => permissions?.[ALL_PERMISSIONS] === true || r.userType !== 'OWNER';
  const choiceOf = (l: InstanceRoles) => choices[l.instance.id] ?? l.held;
  const edits = (loaded.data?.instances ?? []).filter((l) => changed(l.held, choiceOf(l)));
  const toggle = (l: InstanceRoles, group: keyof HeldRoles, id: number) => {
    const current = choiceOf(l);
    setChoices({ ...choices, [l.instance.id]: { ...current, [group]: toggled(current[group], id) } });
    setImpacts(null);
  };
  const bodyOf = (l: InstanceRoles) => ({
    accountUserId: member.accountUserId, appInstanceId: l.instance.id, appId: l.instance.appId,
    checkedRoles: choiceOf(l).custom, checkedDefaultRoles: choiceOf(l).defaults,
  });
  // Pessimistic: the dialog waits for every instance's save; react-admin keeps the saved roles as the record.
  const [update, saving] = useUpdate();
  const save = () => {
    const change: MemberRolesChange = { assignments: edits.map(bodyOf) };
    update(MEMBER_ROLES, { id: member.accountUserId, data: change, previousData: loaded.data, meta }, {
      mutationMode: 'pessimistic',
      onSuccess: (saved: MemberRoles) => onSaved(saved.message ?? ''),
    });
  };
  // A dry run: what the member would gain and lose, asked before the save.
  const preview = useMutation({
    mutationFn: () => Promise.all(edits.map(async (l) => ({
      instance: l.instance,
      impact: await dataProvider.previewChange(ROLES_RESOURCE, {
        appInstanceId: l.instance.id, member: { accountUserId: member.accountUserId, checkedRoles: bodyOf(l).checkedRoles, checkedDefaultRoles: bodyOf(l).checkedDefaultRoles },
      }),
    }))),
    onSuccess: (answers) => {
      const shown = answers.filter((a) => a.impact.members.length > 0);
      if (shown.length > 0) setImpacts(shown); else save();
    },
  });
  const failure = (saving.error ?? preview.error ?? loaded.error) as Error | null;
  const single = instances?.length === 1 ? instances[0] : undefined;
  const title = single
    ? translate('roles.title.memberRoles', { name: member.name, app: single.name })
    : translate('roles.title.memberRolesAll', { name: member.name });

  return (
    <Dialog open onClose={onClose} aria-labelledby="member-roles-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="member-roles-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {loaded.isPending ? <CircularProgress size={24} aria-label={translate('ra.page.loading')} /> : (
          <Stack spacing={2}>
            {failure && <Alert severity="error">{failure.message}</Alert>}
            {(loaded.data?.instances ?? []).map((l) => (
              <Box key={l.instance.id} component="section" aria-label={translate('roles.memberRoles.inApp', { app: appDisplayName(l.instance.name, translate) })}>
                {!single && <Typography variant="subtitle2" component="h3">{translate('roles.memberRoles.inApp', { app: appDisplayName(l.instance.name, translate) })}</Typography>}
                <RoleGroup legend={translate('roles.memberRoles.custom')} roles={l.roles.filter((r) => r.kind === 'instance')}
                  ticked={choiceOf(l).custom} onToggle={(id) => toggle(l, 'custom', id)} />
                <RoleGroup legend={translate('roles.memberRoles.defaults')} roles={l.roles.filter((r) => r.kind === 'default' && grantable(r))}
                  ticked={choiceOf(l).defaults} onToggle={(id) => toggle(l, 'defaults', id)} />
              </Box>
            ))}
            <Typography variant="body2" color="text.secondary">{translate('roles.memberRoles.defaultsNote')}</Typography>
            {impacts?.map(({ instance, impact }) => (
              <Box key={instance.id}>
                {!single && <Typography variant="subtitle2">{instance.name}</Typography>}
                <ImpactSummary impact={impact} />
              </Box>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('roles.action.cancel')}</Button>
        <Button variant="contained" disabled={loaded.isPending || saving.isPending || preview.isPending || edits.length === 0}
          onClick={() => (impacts ? save() : preview.mutate())}>
          {translate(impacts ? 'roles.action.saveAnyway' : 'roles.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
