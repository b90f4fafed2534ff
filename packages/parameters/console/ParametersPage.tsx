// App parameters (/app/pages/app-parameters; developer-portal.md §7 "App parameters"): the account's
// parameters in force, its own and the platform's defaults, with add, edit and delete. Each action
// ends with the spec's success dialog; react-admin refreshes the list after each.
import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Confirm, DataTable, Title, useDelete, useTranslate } from 'react-admin';
import { EditDeleteButtons, SectionList, useShowResult, useShowSuccess } from '@platform-console/plugin-api/console';
import type { ParameterView } from '../contract/parameters';
import { APP_PARAMETERS, BY_NAME } from './parametersResources';
import { ParameterDialog } from './ParameterDialog';

export function ParametersPage() {
  const translate = useTranslate();
  const showSuccess = useShowSuccess();
  const showResult = useShowResult();
  const [editing, setEditing] = useState<{ parameter?: ParameterView } | null>(null);
  const [deleting, setDeleting] = useState<ParameterView | null>(null);
  const [deleteOne, { isPending: removing }] = useDelete();
  const remove = (parameter: ParameterView) => deleteOne(APP_PARAMETERS, { id: parameter.id, previousData: parameter }, {
    mutationMode: 'pessimistic',
    onSuccess: () => showSuccess(translate('resources.appParameters.notifications.deleted')),
    onError: (error) => showResult({ severity: 'error', message: (error as Error).message }),
    onSettled: () => setDeleting(null),
  });

  return (
    <Box>
      <Title title={translate('parameters.title.page')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate('parameters.title.page')}</Typography>
      <SectionList
        resource={APP_PARAMETERS} sort={BY_NAME} caption="parameters.title.page" empty="parameters.empty"
        toolbar={<Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({})}>{translate('parameters.action.add')}</Button>}
      >
        <DataTable.Col source="parameterName" label="parameters.fields.parameterName" />
        <DataTable.Col source="parameterValue" label="parameters.fields.parameterValue"
          render={(p: ParameterView) => <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{p.parameterValue}</Box>} />
        <DataTable.Col source="description" label="parameters.fields.description" disableSort />
        <DataTable.Col source="source" label="parameters.fields.source" disableSort render={(p: ParameterView) => (
          <Chip size="small" variant={p.source === 'account' ? 'filled' : 'outlined'} label={translate(`parameters.source.${p.source}`)} />
        )} />
        <DataTable.Col label="shell.table.actions" align="right" disableSort render={(p: ParameterView) => (p.source === 'account'
          ? <EditDeleteButtons name={p.parameterName} onEdit={() => setEditing({ parameter: p })} onDelete={() => setDeleting(p)} />
          : (
            <Button size="small" onClick={() => setEditing({ parameter: p })} aria-label={`${translate('parameters.action.override')}: ${p.parameterName}`}>
              {translate('parameters.action.override')}
            </Button>
          ))} />
      </SectionList>
      {editing && <ParameterDialog parameter={editing.parameter} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />}
      <Confirm
        isOpen={deleting !== null} title="parameters.title.delete"
        content={deleting ? translate('parameters.question.delete', { name: deleting.parameterName }) : ''}
        confirm="parameters.action.confirm" cancel="parameters.action.cancel" loading={removing}
        onConfirm={() => deleting && remove(deleting)} onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
