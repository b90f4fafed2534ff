// Adds or edits a database connection: the engine decides the fields (a server needs a host; an
// embedded database only a name). "Test connection" tries it as the form holds it before saving.
// The password is write-only: editing shows it is kept, and an empty field keeps it. Saved as the
// databaseConnections resource's record, so react-admin refreshes the lists of connections.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { DatabaseBody, DatabaseView } from '../../../contract/databases';
import { connectionProblem, DATABASE_ENGINES, DEFAULT_PORTS, type DatabaseEngine } from '../../../contract/databasesRules';
import { useSaveRecord } from '../../ui/useSaveRecord';
import { DATABASES_RESOURCE, type DatabasesDataProvider } from './databasesDataProvider';
import { DATABASE_CONNECTIONS } from './databasesResources';

interface DatabaseDialogProps {
  connection?: DatabaseView;
  onClose: () => void;
  onSaved: () => void;
}

export function DatabaseDialog({ connection, onClose, onSaved }: DatabaseDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DatabasesDataProvider>();
  const [form, setForm] = useState({
    databaseName: connection?.databaseName ?? '', engine: connection?.engine ?? 'embedded' as DatabaseEngine,
    host: connection?.host ?? '', port: connection?.port ? String(connection.port) : '', database: connection?.database ?? '',
    username: connection?.username ?? '', password: '',
  });
  const [touched, setTouched] = useState(false);
  const server = form.engine !== 'embedded';
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });

  const body = (): DatabaseBody => ({
    databaseName: form.databaseName.trim(), engine: form.engine, database: form.database.trim(),
    ...(server ? {
      host: form.host.trim(), port: form.port ? Number(form.port) : null, username: form.username.trim() || null,
      ...(form.password ? { password: form.password } : {}),
    } : {}),
  });
  const problem = !form.databaseName.trim() ? translate('ra.validation.required') : connectionProblem(body());

  // Testing the connection as the form holds it is a custom call: nothing is saved.
  const test = useMutation({ mutationFn: () => dataProvider.testDatabase(DATABASES_RESOURCE, { ...body(), ...(connection ? { id: connection.id } : {}) }) });
  const { save: saveRecord, saving, failure: saveError } = useSaveRecord(DATABASE_CONNECTIONS, connection);
  const save = () => saveRecord(body(), { onSaved });
  const attempt = (run: () => void) => {
    setTouched(true);
    if (!problem) run();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="database-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="database-dialog-title">
        {connection ? translate('databases.title.edit', { name: connection.databaseName }) : translate('databases.title.add')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {saveError && <Alert severity="error">{saveError.message}</Alert>}
          {touched && problem && <Alert severity="error">{problem}</Alert>}
          <TextField label={translate('databases.fields.databaseName')} value={form.databaseName} onChange={set('databaseName')} required autoFocus />
          <TextField select label={translate('databases.fields.engine')} value={form.engine} onChange={set('engine')}
            helperText={server ? ' ' : translate('databases.help.embedded')}>
            {DATABASE_ENGINES.map((engine) => <MenuItem key={engine} value={engine}>{translate(`databases.engines.${engine}`)}</MenuItem>)}
          </TextField>
          {server && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label={translate('databases.fields.host')} value={form.host} onChange={set('host')} required fullWidth />
              <TextField label={translate('databases.fields.port')} value={form.port} onChange={set('port')} type="number"
                placeholder={String(DEFAULT_PORTS[form.engine as keyof typeof DEFAULT_PORTS])} slotProps={{ htmlInput: { min: 1, max: 65535 } }} sx={{ minWidth: 120 }} />
            </Stack>
          )}
          <TextField label={translate('databases.fields.database')} value={form.database} onChange={set('database')} required />
          {server && (
            <>
              <TextField label={translate('databases.fields.username')} value={form.username} onChange={set('username')} autoComplete="off" />
              <TextField label={translate(connection?.hasPassword ? 'databases.fields.passwordKept' : 'databases.fields.password')}
                value={form.password} onChange={set('password')} type="password" autoComplete="new-password" />
            </>
          )}
          {test.data && (
            <Alert severity={test.data.ok ? 'success' : 'error'} role="status">
              {test.data.ok
                ? translate('databases.test.ok', { version: test.data.serverVersion, ms: test.data.milliseconds })
                : translate('databases.test.failed', { reason: test.data.message })}
            </Alert>
          )}
          {test.error && <Alert severity="error">{(test.error as Error).message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => attempt(() => test.mutate())} disabled={test.isPending}>{translate('databases.action.test')}</Button>
        <Button onClick={onClose}>{translate('databases.action.cancel')}</Button>
        <Button variant="contained" onClick={() => attempt(save)} disabled={saving}>{translate('databases.action.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
