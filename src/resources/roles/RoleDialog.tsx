// Adds or edits a role: an app's default role (name, user type) or an instance's custom role
// (name), with its permission set. Saving follows the spec (§4): the role, then its permission
// set, then the lists refetch. An existing role's new set shows who gains and loses what first
// (a default role: how many members of the subscribing accounts). An existing role is edited under
// its edit lock, and a save from an older revision is refused with the other version shown (records
// 0413, 0414).
import { useState } from 'react';
import {
  Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import { USER_TYPES } from '../../../contract/usersRules';
import type { DefaultRoleChangeImpact, PermissionChoice, RoleChangeImpact } from '../../../contract/roles';
import { ROLES_RESOURCE, type RoleScope, type RolesDataProvider } from './rolesDataProvider';
import { DEFAULT_ROLES, INSTANCE_ROLES, PERMISSION_CHOICES, rolesTopic, type ChoicesFilter, type RoleData } from './rolesResources';
import { useSaveRecord } from '../../ui/useSaveRecord';
import { useEditLock } from '../../dataProviders/useEditLock';
import { EditLockGuard } from '../../ui/EditLockGuard';
import { StaleSaveDialog } from '../../ui/StaleSaveDialog';
import { PermissionChecklist } from './PermissionChecklist';
import { changesAnybody, ImpactSummary } from './ImpactSummary';
import { roleNameProblem } from './roleRules';

export interface EditedRole {
  id: number;
  roleName: string;
  userType?: string | null;
  /** The revision it was read at (a save from it is refused once someone saved since). */
  revision: number;
}

/** A role as the server answers it: a refused save's other version. */
type SavedRole = EditedRole & { permissionCount: number };

interface RoleDialogProps {
  scope: RoleScope;
  role?: EditedRole;
  onClose: () => void;
  onSaved: () => void;
}

export function RoleDialog({ scope, role, onClose, onSaved }: RoleDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RolesDataProvider>();
  const [roleName, setRoleName] = useState(role?.roleName ?? '');
  const [userType, setUserType] = useState(role?.userType ?? '');
  const [checked, setChecked] = useState<Set<number> | null>(null);
  const [touched, setTouched] = useState(false);
  const [impact, setImpact] = useState<RoleChangeImpact | DefaultRoleChangeImpact | null>(null);
  // The role's permission choices as the dialog opens: read afresh each time (gcTime 0).
  const filter: ChoicesFilter = { ...scope, roleId: role?.id };
  const choices = useGetList<PermissionChoice>(PERMISSION_CHOICES, { filter }, { gcTime: 0 });
  const ticked = checked ?? new Set((choices.data ?? []).filter((p) => p.checked).map((p) => p.id));
  const nameProblem = roleNameProblem(roleName);
  const typeProblem = scope.kind === 'default' && !userType ? 'roles.validation.userTypeRequired' : undefined;

  // The role, then its permission set (the resource's provider saves both), then the list refetches.
  const resource = scope.kind === 'default' ? DEFAULT_ROLES : INSTANCE_ROLES;
  const saved = useSaveRecord<EditedRole>(resource, role);
  const lock = useEditLock(rolesTopic(scope), role?.id.toString());
  const theirs = saved.stale.theirs as SavedRole | undefined;
  /** Their version in the form: its name, user type and permission set (read again). */
  const load = (other: EditedRole) => {
    setRoleName(other.roleName);
    setUserType(other.userType ?? '');
    setChecked(null);
    setImpact(null);
    void choices.refetch();
  };
  const save = () => {
    const data: RoleData = scope.kind === 'default'
      ? { appId: scope.appId, roleName: roleName.trim(), userType, checkedPermission: [...ticked] }
      : { appInstanceId: scope.appInstanceId, appId: scope.appId, roleName: roleName.trim(), checkedPermission: [...ticked] };
    saved.save(data, { onSaved });
  };
  // A dry run: who would gain and lose what with the new set, asked before the save.
  const preview = useMutation({
    mutationFn: (): Promise<RoleChangeImpact | DefaultRoleChangeImpact> => (scope.kind === 'instance'
      ? dataProvider.previewChange(ROLES_RESOURCE, {
        appInstanceId: scope.appInstanceId, instanceRole: { id: role!.id, checkedPermission: [...ticked] },
      })
      : dataProvider.previewDefaultRoleChange(ROLES_RESOURCE, { appDefaultUserRolesId: role!.id, checkedPermission: [...ticked] })),
    onSuccess: (answer) => (changesAnybody(answer) ? setImpact(answer) : save()),
  });

  const submit = () => {
    setTouched(true);
    if (nameProblem || typeProblem) return;
    // An existing role's holders are shown what they gain and lose before it is saved.
    if (role && !impact) preview.mutate();
    else save();
  };
  const title = role
    ? translate('roles.title.editRole', { name: role.roleName })
    : translate(scope.kind === 'default' ? 'roles.title.addDefaultRole' : 'roles.title.addInstanceRole');
  const failure = saved.failure ?? preview.error ?? choices.error;

  return (
    <Dialog open onClose={onClose} aria-labelledby="role-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="role-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure.message}</Alert>}
          <EditLockGuard lock={lock}>
            <Stack spacing={2}>
              <TextField
                label={translate('roles.fields.roleName')} value={roleName} required autoFocus
                onChange={(e) => { setRoleName(e.target.value); setImpact(null); }}
                error={touched && !!nameProblem} helperText={touched && nameProblem ? translate(nameProblem) : ' '}
              />
              {scope.kind === 'default' && (
                <TextField
                  select label={translate('roles.fields.userType')} value={userType} required onChange={(e) => setUserType(e.target.value)}
                  error={touched && !!typeProblem} helperText={touched && typeProblem ? translate(typeProblem) : ' '}
                >
                  {USER_TYPES.map((t) => <MenuItem key={t} value={t}>{translate(`roles.userTypes.${t}`)}</MenuItem>)}
                </TextField>
              )}
              {choices.isPending ? <CircularProgress size={24} aria-label={translate('ra.page.loading')} /> : (
                <PermissionChecklist choices={choices.data ?? []} checked={ticked} onChange={(next) => { setChecked(next); setImpact(null); }} />
              )}
            </Stack>
          </EditLockGuard>
          {impact && <ImpactSummary impact={impact} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('roles.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={saved.saving || preview.isPending || choices.isPending || lock.status === 'held'}>
          {translate(impact ? 'roles.action.saveAnyway' : 'roles.action.save')}
        </Button>
      </DialogActions>
      {theirs && (
        <StaleSaveDialog
          theirs={{
            name: theirs.roleName, revision: theirs.revision,
            content: [theirs.userType && translate(`roles.userTypes.${theirs.userType}`), `${translate('roles.fields.permissions')}: ${theirs.permissionCount}`]
              .filter(Boolean).join('\n'),
          }}
          onKeepMine={saved.stale.keepMine}
          onLoadTheirs={() => saved.stale.loadTheirs(load)}
        />
      )}
    </Dialog>
  );
}
