// Adds or edits one of an app's permissions: its id (the flag: letters, numbers, underscore), its
// name (under 20 characters) and a description (developer-portal.md §5).
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AppPermissionView } from '../../../contract/roles';
import { PERMISSION_NAME_MAX } from '../../../contract/rolesRules';
import { useSaveRecord } from '../../ui/useSaveRecord';
import { APP_PERMISSIONS } from './rolesResources';
import { permissionIdProblem, permissionNameProblem } from './roleRules';

interface PermissionDialogProps {
  appId: number;
  permission?: AppPermissionView;
  onClose: () => void;
  onSaved: () => void;
}

export function PermissionDialog({ appId, permission, onClose, onSaved }: PermissionDialogProps) {
  const translate = useTranslate();
  const [permissionName, setPermissionName] = useState(permission?.permissionName ?? '');
  const [displayLabel, setDisplayLabel] = useState(permission?.displayLabel ?? '');
  const [description, setDescription] = useState(permission?.description ?? '');
  const [touched, setTouched] = useState(false);
  const idProblem = permissionIdProblem(permissionName);
  const nameProblem = permissionNameProblem(displayLabel);
  const { save: saveRecord, saving, failure } = useSaveRecord(APP_PERMISSIONS, permission, { createFields: { appId } });
  const save = () => saveRecord(
    { permissionName: permissionName.trim(), displayLabel: displayLabel.trim(), description: description.trim() || null },
    { onSaved },
  );
  const submit = () => {
    setTouched(true);
    if (!idProblem && !nameProblem) save();
  };
  // The spec's two texts: the rule, and the limit the field itself states as one types.
  const nameHelp = touched && nameProblem ? translate(nameProblem)
    : displayLabel.length > PERMISSION_NAME_MAX ? translate('roles.validation.maxLength20') : ' ';

  return (
    <Dialog open onClose={onClose} aria-labelledby="permission-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="permission-dialog-title">
        {permission ? translate('roles.title.editPermission', { name: permission.permissionName }) : translate('roles.title.addPermission')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure.message}</Alert>}
          <TextField label={translate('roles.fields.permissionId')} value={permissionName} required autoFocus
            onChange={(e) => setPermissionName(e.target.value)}
            error={touched && !!idProblem} helperText={touched && idProblem ? translate(idProblem) : ' '} />
          <TextField label={translate('roles.fields.permissionName')} value={displayLabel} required
            onChange={(e) => setDisplayLabel(e.target.value)}
            error={(touched && !!nameProblem) || displayLabel.length > PERMISSION_NAME_MAX} helperText={nameHelp} />
          <TextField label={translate('roles.fields.description')} value={description} multiline minRows={2}
            onChange={(e) => setDescription(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('roles.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={saving}>{translate('roles.action.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
