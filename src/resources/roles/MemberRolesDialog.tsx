// A member's roles in one instance (developer-portal.md §7 userRolesList, assignRolesToUser): the
// instance's custom roles and the app's default roles, ticked as held; before saving, what the
// member gains and loses. With nothing ticked, the user type's default roles apply.
import { useState } from 'react';
import {
  Alert, Box, Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, Stack, Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { RoleChangeImpact, RoleListing } from '../../../contract/roles';
import { ROLES_RESOURCE, type RolesDataProvider } from './rolesDataProvider';
import { ImpactSummary } from './ImpactSummary';

interface MemberRolesDialogProps {
  instance: { id: number; appId: number; name: string };
  member: { accountUserId: number; name: string };
  onClose: () => void;
  onSaved: (message: string) => void;
}

type Choice = { custom: Set<number>; defaults: Set<number> };

/** Every role of the instance, both kinds (the listing pages at most 100 rows; roles are few). */
const ALL_ROLES = { page: 0, size: 100 };

function RoleGroup({ legend, roles, ticked, onToggle }: { legend: string; roles: RoleListing[]; ticked: Set<number>; onToggle: (id: number) => void }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">{legend}</Typography>
      <FormGroup sx={{ pl: 1 }}>
        {roles.map((r) => (
          <FormControlLabel key={r.id} control={<Checkbox checked={ticked.has(r.id)} onChange={() => onToggle(r.id)} />} label={r.roleName} />
        ))}
      </FormGroup>
    </Box>
  );
}

export function MemberRolesDialog({ instance, member, onClose, onSaved }: MemberRolesDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RolesDataProvider>();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [impact, setImpact] = useState<RoleChangeImpact | null>(null);
  const loaded = useQuery({
    queryKey: [ROLES_RESOURCE, 'memberRoles', instance.id, member.accountUserId],
    queryFn: async () => {
      const [held, listing] = await Promise.all([
        dataProvider.userRoles(ROLES_RESOURCE, instance.id, instance.appId, member.accountUserId),
        dataProvider.roleListing(ROLES_RESOURCE, instance.id, instance.appId, ALL_ROLES),
      ]);
      return { held, roles: listing.content };
    },
    gcTime: 0,
  });
  const current: Choice = choice ?? {
    custom: new Set(loaded.data?.held.checkedRoles ?? []), defaults: new Set(loaded.data?.held.checkedDefaultRoles ?? []),
  };
  const toggle = (group: keyof Choice) => (id: number) => {
    const next = new Set(current[group]);
    if (next.has(id)) next.delete(id); else next.add(id);
    setChoice({ ...current, [group]: next });
    setImpact(null);
  };
  const body = {
    accountUserId: member.accountUserId, appInstanceId: instance.id, appId: instance.appId,
    checkedRoles: [...current.custom], checkedDefaultRoles: [...current.defaults],
  };
  const save = useMutation({
    mutationFn: () => dataProvider.assignRoles(ROLES_RESOURCE, body),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: [ROLES_RESOURCE] });
      onSaved(message);
    },
  });
  const preview = useMutation({
    mutationFn: () => dataProvider.previewChange(ROLES_RESOURCE, {
      appInstanceId: instance.id,
      member: { accountUserId: member.accountUserId, checkedRoles: body.checkedRoles, checkedDefaultRoles: body.checkedDefaultRoles },
    }),
    onSuccess: (answer) => (answer.members.length > 0 ? setImpact(answer) : save.mutate()),
  });
  const failure = (save.error ?? preview.error ?? loaded.error) as Error | null;
  const roles = loaded.data?.roles ?? [];

  return (
    <Dialog open onClose={onClose} aria-labelledby="member-roles-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="member-roles-dialog-title">{translate('roles.title.memberRoles', { name: member.name, app: instance.name })}</DialogTitle>
      <DialogContent>
        {loaded.isPending ? <CircularProgress size={24} aria-label={translate('ra.page.loading')} /> : (
          <Stack spacing={2}>
            {failure && <Alert severity="error">{failure.message}</Alert>}
            <RoleGroup legend={translate('roles.memberRoles.custom')} roles={roles.filter((r) => r.kind === 'instance')} ticked={current.custom} onToggle={toggle('custom')} />
            <RoleGroup legend={translate('roles.memberRoles.defaults')} roles={roles.filter((r) => r.kind === 'default')} ticked={current.defaults} onToggle={toggle('defaults')} />
            <Typography variant="body2" color="text.secondary">{translate('roles.memberRoles.defaultsNote')}</Typography>
            {impact && <ImpactSummary impact={impact} />}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('roles.action.cancel')}</Button>
        <Button variant="contained" disabled={loaded.isPending || save.isPending || preview.isPending}
          onClick={() => (impact ? save.mutate() : preview.mutate())}>
          {translate(impact ? 'roles.action.saveAnyway' : 'roles.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
