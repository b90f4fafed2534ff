// A member's roles (developer-portal.md §7 userRolesList, assignRolesToUser): in one app instance
// (its detail page) or in each of the account's instances, the console's own included (the Users
// page's Roles). Each instance offers its custom roles and its app's default roles, ticked as held;
// before saving, what the member gains and loses. With nothing ticked, the user type's defaults apply.
import { useState } from 'react';
import {
  Alert, Box, Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, Stack, Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useAccountId, useFlags } from '../../session';
import { ALL_PERMISSIONS } from '../../../contract/sessionFlags';
import type { RoleChangeImpact, RoleListing } from '../../../contract/roles';
import { ROLES_RESOURCE, type RolesDataProvider } from './rolesDataProvider';
import { ImpactSummary } from './ImpactSummary';
import { appDisplayName } from '../../i18n/appDisplayName';

export interface RoleInstance {
  id: number;
  appId: number;
  name: string;
}

interface MemberRolesDialogProps {
  /** The instances to set roles in; every instance of the account when absent. */
  instances?: RoleInstance[];
  member: { accountUserId: number; name: string };
  onClose: () => void;
  onSaved: (message: string) => void;
}

type Choice = { custom: number[]; defaults: number[] };
type Loaded = { instance: RoleInstance; roles: RoleListing[]; held: Choice };

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));
const changed = (held: Choice, now: Choice) => !sameIds(held.custom, now.custom) || !sameIds(held.defaults, now.defaults);
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
  const queryClient = useQueryClient();
  const { permissions } = useFlags();
  const accountId = useAccountId();
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [impacts, setImpacts] = useState<{ instance: RoleInstance; impact: RoleChangeImpact }[] | null>(null);
  const loaded = useQuery({
    queryKey: [ROLES_RESOURCE, 'memberRoles', member.accountUserId, instances?.map((i) => i.id) ?? 'all'],
    queryFn: async (): Promise<Loaded[]> => {
      const targets = instances ?? await dataProvider.accountInstances(ROLES_RESOURCE, accountId, translate('roles.memberRoles.console'));
      return Promise.all(targets.map(async (instance) => {
        const [held, listing] = await Promise.all([
          dataProvider.userRoles(ROLES_RESOURCE, instance.id, instance.appId, member.accountUserId),
          dataProvider.roleChoices(ROLES_RESOURCE, instance.id, instance.appId),
        ]);
        return { instance, roles: listing, held: { custom: held.checkedRoles, defaults: held.checkedDefaultRoles } };
      }));
    },
    gcTime: 0,
  });
  // Owners' roles carry every permission: only a holder of allpermissions may give them (the server refuses others).
  const grantable = (r: RoleListing) => permissions?.[ALL_PERMISSIONS] === true || r.userType !== 'OWNER';
  const choiceOf = (l: Loaded) => choices[l.instance.id] ?? l.held;
  const edits = (loaded.data ?? []).filter((l) => changed(l.held, choiceOf(l)));
  const toggle = (l: Loaded, group: keyof Choice, id: number) => {
    const current = choiceOf(l);
    setChoices({ ...choices, [l.instance.id]: { ...current, [group]: toggled(current[group], id) } });
    setImpacts(null);
  };
  const bodyOf = (l: Loaded) => ({
    accountUserId: member.accountUserId, appInstanceId: l.instance.id, appId: l.instance.appId,
    checkedRoles: choiceOf(l).custom, checkedDefaultRoles: choiceOf(l).defaults,
  });
  const save = useMutation({
    mutationFn: async () => {
      let message = '';
      for (const l of edits) message = (await dataProvider.assignRoles(ROLES_RESOURCE, bodyOf(l))).message;
      return message;
    },
    onSuccess: async (message) => {
      await queryClient.invalidateQueries({ queryKey: [ROLES_RESOURCE] });
      onSaved(message);
    },
  });
  const preview = useMutation({
    mutationFn: () => Promise.all(edits.map(async (l) => ({
      instance: l.instance,
      impact: await dataProvider.previewChange(ROLES_RESOURCE, {
        appInstanceId: l.instance.id, member: { accountUserId: member.accountUserId, checkedRoles: bodyOf(l).checkedRoles, checkedDefaultRoles: bodyOf(l).checkedDefaultRoles },
      }),
    }))),
    onSuccess: (answers) => {
      const shown = answers.filter((a) => a.impact.members.length > 0);
      if (shown.length > 0) setImpacts(shown); else save.mutate();
    },
  });
  const failure = (save.error ?? preview.error ?? loaded.error) as Error | null;
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
            {(loaded.data ?? []).map((l) => (
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
        <Button variant="contained" disabled={loaded.isPending || save.isPending || preview.isPending || edits.length === 0}
          onClick={() => (impacts ? save.mutate() : preview.mutate())}>
          {translate(impacts ? 'roles.action.saveAnyway' : 'roles.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
