// App parameters (/app/pages/app-parameters; developer-portal.md §7 "App parameters"): the account's
// parameters in force, its own and the platform's defaults, with add, edit and delete. Each action
// ends with the spec's success dialog.
import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useDataProvider, useTranslate } from 'react-admin';
import { SectionTable } from '../../ui/SectionTable';
import { EditDeleteButtons } from '../../ui/EditDeleteButtons';
import { ResultDialog, type ResultMessage } from '../../ui/ResultDialog';
import type { ParameterView } from '../../../contract/parameters';
import { PARAMETERS_RESOURCE, type ParametersDataProvider } from './parametersDataProvider';
import { ParameterDialog } from './ParameterDialog';

export function ParametersPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ParametersDataProvider>();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ parameter?: ParameterView } | null>(null);
  const [deleting, setDeleting] = useState<ParameterView | null>(null);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const remove = useMutation({
    mutationFn: (parameter: ParameterView) => dataProvider.deleteParameter(PARAMETERS_RESOURCE, parameter.id),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: [PARAMETERS_RESOURCE] });
      setResult({ severity: 'success', message });
    },
    onError: (error: Error) => setResult({ severity: 'error', message: error.message }),
    onSettled: () => setDeleting(null),
  });

  return (
    <Box>
      <Title title={translate('parameters.title.page')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate('parameters.title.page')}</Typography>
      <SectionTable<ParameterView>
        caption="parameters.title.page"
        queryKey={[PARAMETERS_RESOURCE, 'list']}
        fetchPage={(q) => dataProvider.listParameters(PARAMETERS_RESOURCE, q)}
        empty="parameters.empty"
        columns={[
          { key: 'parameterName', label: 'parameters.fields.parameterName', sortField: 'parameterName', render: (p) => p.parameterName },
          {
            key: 'parameterValue', label: 'parameters.fields.parameterValue', sortField: 'parameterValue',
            render: (p) => <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{p.parameterValue}</Box>,
          },
          { key: 'description', label: 'parameters.fields.description', render: (p) => p.description ?? '' },
          {
            key: 'source', label: 'parameters.fields.source',
            render: (p) => <Chip size="small" variant={p.source === 'account' ? 'filled' : 'outlined'} label={translate(`parameters.source.${p.source}`)} />,
          },
        ]}
        toolbar={<Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({})}>{translate('parameters.action.add')}</Button>}
        rowActions={(p) => (p.source === 'account'
          ? <EditDeleteButtons name={p.parameterName} onEdit={() => setEditing({ parameter: p })} onDelete={() => setDeleting(p)} />
          : (
            <Button size="small" onClick={() => setEditing({ parameter: p })} aria-label={`${translate('parameters.action.override')}: ${p.parameterName}`}>
              {translate('parameters.action.override')}
            </Button>
          ))}
      />
      {editing && (
        <ParameterDialog parameter={editing.parameter} onClose={() => setEditing(null)}
          onSaved={(message) => { setEditing(null); setResult({ severity: 'success', message }); }} />
      )}
      <Confirm
        isOpen={deleting !== null} title="parameters.title.delete"
        content={deleting ? translate('parameters.question.delete', { name: deleting.parameterName }) : ''}
        confirm="parameters.action.confirm" cancel="parameters.action.cancel" loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)} onClose={() => setDeleting(null)}
      />
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </Box>
  );
}
