// What a member holds in an instance and why (issue: effective permissions, explained): every
// permission with the roles granting it, whether those are their own roles or their user type's
// defaults; and, for a permission, everyone who holds it and through which role.
import { useState } from 'react';
import {
  Alert, Box, Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Stack,
} from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import type { EffectivePermission, EffectivePermissions, PermissionHolders, RoleRef } from '../../../contract/roles';
import { MEMBER_PERMISSIONS, PERMISSION_HOLDERS } from './memberRolesResources';

interface EffectivePermissionsDialogProps {
  appInstanceId: number;
  member: { accountUserId: number; name: string };
  onClose: () => void;
}

function RoleChips({ roles }: { roles: RoleRef[] }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {roles.map((r) => <Chip key={`${r.kind}-${r.id}`} size="small" label={`${r.roleName} · ${translate(`roles.kinds.${r.kind}`)}`} />)}
    </Stack>
  );
}

function Holders({ appInstanceId, permission }: { appInstanceId: number; permission: EffectivePermission }) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne<PermissionHolders>(PERMISSION_HOLDERS, { id: permission.id, meta: { appInstanceId } });
  if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (data.holders.length === 0) return <Alert severity="info">{translate('roles.empty.holders')}</Alert>;
  return (
    <List aria-label={translate('roles.title.holders', { permission: permission.permissionName })}>
      {data.holders.map((h) => (
        <ListItem key={h.accountUserId} divider>
          <ListItemText
            primary={`${h.firstName} ${h.lastName}`.trim() || h.email}
            secondary={<Box component="span">{h.email} · {translate('roles.effective.through')}: {h.through.map((r) => r.roleName).join(', ')}</Box>}
          />
        </ListItem>
      ))}
    </List>
  );
}

export function EffectivePermissionsDialog({ appInstanceId, member, onClose }: EffectivePermissionsDialogProps) {
  const translate = useTranslate();
  const [reverse, setReverse] = useState<EffectivePermission | null>(null);
  const { data, isPending, error } = useGetOne<EffectivePermissions & { id: number }>(
    MEMBER_PERMISSIONS, { id: member.accountUserId, meta: { appInstanceId } },
  );
  const title = reverse
    ? translate('roles.title.holders', { permission: reverse.displayLabel ?? reverse.permissionName })
    : translate('roles.title.effective', { name: member.name });

  return (
    <Dialog open onClose={onClose} aria-labelledby="effective-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="effective-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {reverse && <Holders appInstanceId={appInstanceId} permission={reverse} />}
        {!reverse && isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {!reverse && error && <Alert severity="error">{(error as Error).message}</Alert>}
        {!reverse && data && (
          <>
            <Alert severity="info" sx={{ mb: 1 }}>
              {data.source === 'assigned'
                ? translate('roles.effective.assigned')
                : translate('roles.effective.userTypeDefaults', { userType: translate(`roles.userTypes.${data.userType}`, { _: data.userType }) })}
            </Alert>
            {data.permissions.length === 0 ? <Alert severity="warning">{translate('roles.empty.effective')}</Alert> : (
              <List aria-label={translate('roles.fields.permissions')}>
                {data.permissions.map((p) => (
                  <ListItem key={p.id} divider secondaryAction={(
                    <Button size="small" onClick={() => setReverse(p)} aria-label={`${translate('roles.action.holders')}: ${p.permissionName}`}>
                      {translate('roles.action.holders')}
                    </Button>
                  )}>
                    <ListItemText
                      primary={p.displayLabel ? `${p.displayLabel} (${p.permissionName})` : p.permissionName}
                      secondary={<Box sx={{ pt: 0.5 }}>{translate('roles.effective.grantedBy')}: <RoleChips roles={p.grantedBy.map((at) => data.roles[at])} /></Box>}
                      slotProps={{ secondary: { component: 'div' } }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {reverse && <Button onClick={() => setReverse(null)}>{translate('ra.action.back')}</Button>}
        <Button variant="contained" onClick={onClose}>{translate('roles.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
