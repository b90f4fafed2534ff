// Adds or edits an app parameter: its name and value (both required, developer-portal.md §5) and a
// description. Editing a platform default adds the account's own value of that name, which
// overrides it; the name then stays as it is.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ParameterView } from '../contract/parameters';
import { PARAMETER_MESSAGES, parameterProblem } from '../contract/parametersRules';
import { useSaveRecord } from '@platform-console/plugin-api/console';
import { APP_PARAMETERS } from './parametersResources';

interface ParameterDialogProps {
  parameter?: ParameterView;
  onClose: () => void;
  onSaved: () => void;
}

export function ParameterDialog({ parameter, onClose, onSaved }: ParameterDialogProps) {
  const translate = useTranslate();
  const [parameterName, setParameterName] = useState(parameter?.parameterName ?? '');
  const [parameterValue, setParameterValue] = useState(parameter?.parameterValue ?? '');
  const [description, setDescription] = useState(parameter?.description ?? '');
  const [touched, setTouched] = useState(false);
  const overridingDefault = parameter?.source === 'platform';
  const problem = parameterProblem(parameterName, parameterValue);
  const helpOf = (field: 'parameterName' | 'parameterValue') =>
    (touched && problem?.field === field ? translate(`parameters.rules.${problem.message}`, { _: PARAMETER_MESSAGES[problem.message] }) : ' ');

  // A platform default is overridden by the account's own value of its name: a new parameter.
  const { save: saveRecord, saving, failure } = useSaveRecord(APP_PARAMETERS, overridingDefault ? undefined : parameter);
  const save = () => saveRecord(
    { parameterName: parameterName.trim(), parameterValue: parameterValue.trim(), description: description.trim() || null },
    { onSaved },
  );
  const submit = () => {
    setTouched(true);
    if (!problem) save();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="parameter-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="parameter-dialog-title">
        {parameter ? translate('parameters.title.edit', { name: parameter.parameterName }) : translate('parameters.title.add')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure.message}</Alert>}
          {overridingDefault && <Alert severity="info">{translate('parameters.overrideNote')}</Alert>}
          <TextField label={translate('parameters.fields.parameterName')} value={parameterName} required autoFocus={!parameter}
            disabled={overridingDefault} onChange={(e) => setParameterName(e.target.value)}
            error={touched && problem?.field === 'parameterName'} helperText={helpOf('parameterName')} />
          <TextField label={translate('parameters.fields.parameterValue')} value={parameterValue} required autoFocus={!!parameter}
            onChange={(e) => setParameterValue(e.target.value)} multiline maxRows={6}
            error={touched && problem?.field === 'parameterValue'} helperText={helpOf('parameterValue')} />
          <TextField label={translate('parameters.fields.description')} value={description} onChange={(e) => setDescription(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('parameters.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={saving}>{translate('parameters.action.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
