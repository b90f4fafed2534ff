// Runs a test call and shows its transcript: the developer's own test (no instance) or an
// instance's. Placeholder values typed here are used for this call only.
import { useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ConnectorApiView, TestTranscript } from '../../../contract/connectors';
import { CONNECTORS_RESOURCE, type ConnectorsDataProvider } from './connectorsDataProvider';
import { TestTranscriptView } from './TestTranscriptView';

interface Props {
  api: ConnectorApiView;
  appInstanceId?: number;
  /** Values the instance already has; shown as the starting values. */
  initialValues?: Record<string, string>;
}

export function TestCallPanel({ api, appInstanceId, initialValues = {} }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConnectorsDataProvider>();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(api.placeholders.map((p) => [p, initialValues[p] ?? ''])));
  const run = useMutation<TestTranscript, Error>({
    mutationFn: () => dataProvider.testCall(CONNECTORS_RESOURCE, {
      connectorId: api.connectorId, connectorApiId: api.id, appInstanceId,
      placeholderValues: Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')),
    }),
  });
  return (
    <Stack spacing={2}>
      {api.placeholders.map((name) => (
        <TextField
          key={name} size="small" label={`{{${name}}}`} value={values[name] ?? ''}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        />
      ))}
      <div>
        <Button variant="outlined" onClick={() => run.mutate()} disabled={run.isPending}>
          {translate(run.isPending ? 'connectors.test.running' : 'connectors.test.run')}
        </Button>
      </div>
      {run.error && <Alert severity="error">{run.error.message}</Alert>}
      {run.data && <TestTranscriptView transcript={run.data} />}
    </Stack>
  );
}
