// An app instance's API keys, on its detail page (developer-portal.md §7 "API keys"): the list with
// each key's start, state, expiry and last use; generate (the key shown once), rename, roll with a
// grace period, revoke, delete. Every change ends with the spec's dialog naming the app.
import { useState, type ReactNode } from 'react';
import { Box, Button, Chip, FormControlLabel, IconButton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { InstanceSectionProps } from '../../plugins/types';
import { SectionTable } from '../../ui/SectionTable';
import { ResultDialog, type ResultMessage } from '../../ui/ResultDialog';
import type { ApiKeyView } from '../../../contract/apiKeys';
import { API_KEYS_RESOURCE, type ApiKeysDataProvider } from './apiKeysDataProvider';
import { NewKeyDialog } from './NewKeyDialog';
import { NameDialog, RollDialog } from './KeyDialogs';
import { useDateTime } from '../../ui/useDateTime';
import { pageOfRows } from '../../ui/pageOfRows';
import { useSession } from '../../session';

type Open = { kind: 'generate' } | { kind: 'rename' | 'roll' | 'revoke' | 'delete'; key: ApiKeyView } | null;

export function InstanceApiKeysSection({ instance }: InstanceSectionProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiKeysDataProvider>();
  const queryClient = useQueryClient();
  const dateTime = useDateTime();
  const { userId } = useSession();
  const [mineOnly, setMineOnly] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [issued, setIssued] = useState<{ message: string; key: string } | null>(null);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const done = async (answer: { message: string; key?: string }) => {
    setOpen(null);
    await queryClient.invalidateQueries({ queryKey: [API_KEYS_RESOURCE] });
    if (answer.key) setIssued({ message: answer.message, key: answer.key });
    else setResult({ severity: 'success', message: answer.message });
  };
  const change = useMutation({
    mutationFn: (run: () => Promise<{ message: string; key?: string }>) => run(),
    onSuccess: done,
    onError: (error: Error) => { if (open?.kind === 'revoke' || open?.kind === 'delete') { setOpen(null); setResult({ severity: 'error', message: error.message }); } },
  });
  const act = (run: () => Promise<{ message: string; key?: string }>) => change.mutate(run);
  const dialogProps = { error: change.error as Error | null, busy: change.isPending, onClose: () => { setOpen(null); change.reset(); } };
  const action = (label: string, icon: ReactNode, key: ApiKeyView, kind: 'rename' | 'roll' | 'revoke' | 'delete') => (
    <Tooltip title={translate(label)}>
      <IconButton aria-label={`${translate(label)}: ${key.name}`} onClick={() => setOpen({ kind, key })}>{icon}</IconButton>
    </Tooltip>
  );

  return (
    <>
      <SectionTable<ApiKeyView>
        caption="apiKeys.section"
        queryKey={[API_KEYS_RESOURCE, 'list', instance.id, mineOnly]}
        fetchPage={async (q) => (mineOnly
          ? pageOfRows(await dataProvider.keysOf(API_KEYS_RESOURCE, instance.id, Number(userId)), q, (k) => k.name)
          : dataProvider.keys(API_KEYS_RESOURCE, instance.id, q))}
        empty="apiKeys.empty"
        columns={[
          { key: 'name', label: 'apiKeys.fields.name', sortField: 'name', render: (k) => k.name },
          { key: 'prefix', label: 'apiKeys.fields.prefix', render: (k) => <Box component="code" dir="ltr">{`${k.prefix}…`}</Box> },
          {
            key: 'status', label: 'apiKeys.fields.status',
            render: (k) => (
              <Stack spacing={0.5} alignItems="flex-start">
                <Chip size="small" color={k.status === 'ACTIVE' ? 'success' : 'default'} variant="outlined" label={translate(`apiKeys.status.${k.status}`)} />
                {/* After a roll: the previous secret's grace. */}
                {k.previousValidUntil && <Typography variant="caption">{translate('apiKeys.graceUntil', { at: dateTime(k.previousValidUntil) })}</Typography>}
              </Stack>
            ),
          },
          { key: 'expiresAt', label: 'apiKeys.fields.expiresAt', sortField: 'expiresAt', render: (k) => (k.expiresAt ? dateTime(k.expiresAt) : translate('apiKeys.never')) },
          {
            key: 'lastUsedAt', label: 'apiKeys.fields.lastUsed', sortField: 'lastUsedAt',
            render: (k) => (k.lastUsedAt ? translate('apiKeys.used', { at: dateTime(k.lastUsedAt), smart_count: k.useCount }) : translate('apiKeys.neverUsed')),
          },
        ]}
        toolbar={(
          <>
            <FormControlLabel control={<Switch checked={mineOnly} onChange={(e) => setMineOnly(e.target.checked)} />} label={translate('apiKeys.mineOnly')} />
            <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setOpen({ kind: 'generate' })}>{translate('apiKeys.action.generate')}</Button>
          </>
        )}
        rowActions={(k) => (
          <>
            {action('apiKeys.action.rename', <EditIcon />, k, 'rename')}
            {k.status !== 'REVOKED' && action('apiKeys.action.roll', <AutorenewIcon />, k, 'roll')}
            {k.status !== 'REVOKED' && action('apiKeys.action.revoke', <BlockIcon />, k, 'revoke')}
            {action('apiKeys.action.delete', <DeleteIcon />, k, 'delete')}
          </>
        )}
      />
      {open?.kind === 'generate' && (
        <NameDialog title={translate('apiKeys.title.generate')} withExpiry {...dialogProps}
          onSave={(values) => act(() => dataProvider.generate(API_KEYS_RESOURCE, { appInstanceId: instance.id, ...values }))} />
      )}
      {open?.kind === 'rename' && (
        <NameDialog title={translate('apiKeys.title.rename', { name: open.key.name })} name={open.key.name} {...dialogProps}
          onSave={({ name }) => act(() => dataProvider.rename(API_KEYS_RESOURCE, open.key.id, name))} />
      )}
      {open?.kind === 'roll' && (
        <RollDialog title={translate('apiKeys.title.roll', { name: open.key.name })} {...dialogProps}
          onRoll={(hours) => act(() => dataProvider.roll(API_KEYS_RESOURCE, open.key.id, hours))} />
      )}
      <Confirm
        isOpen={open?.kind === 'revoke' || open?.kind === 'delete'}
        title={open?.kind === 'delete' ? 'apiKeys.title.delete' : 'apiKeys.title.revoke'}
        content={open && open.kind !== 'generate' ? translate(`apiKeys.question.${open.kind === 'delete' ? 'delete' : 'revoke'}`, { name: open.key.name }) : ''}
        confirm="apiKeys.action.yes" cancel="apiKeys.action.cancel" loading={change.isPending}
        onConfirm={() => {
          if (open?.kind === 'revoke') act(() => dataProvider.revoke(API_KEYS_RESOURCE, open.key.id));
          if (open?.kind === 'delete') act(() => dataProvider.remove(API_KEYS_RESOURCE, open.key.id));
        }}
        onClose={() => setOpen(null)}
      />
      {issued && <NewKeyDialog issued={issued} onClose={() => setIssued(null)} />}
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </>
  );
}
