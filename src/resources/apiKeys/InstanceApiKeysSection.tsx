// An app instance's API keys, on its detail page (developer-portal.md §7 "API keys"): the list with
// each key's start, state, expiry and last use, or only the keys the signed-in person generated;
// generate (the key shown once), rename, roll with a grace period, revoke, delete (useKeyChanges).
import { useState, type ReactNode } from 'react';
import { Box, Button, Chip, FormControlLabel, IconButton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import { DataTable, useTranslate } from 'react-admin';
import type { InstanceSectionProps } from '../../plugins/types';
import { SectionList } from '../../ui/SectionList';
import type { ApiKeyView } from '../../../contract/apiKeys';
import { INSTANCE_API_KEYS, NEWEST_FIRST } from './apiKeysResources';
import { MyKeysList } from './MyKeysList';
import { useKeyChanges, type KeyChange } from './useKeyChanges';
import { useDateTime } from '../../ui/useDateTime';
import { useSession } from '../../session';

export function InstanceApiKeysSection({ instance }: InstanceSectionProps) {
  const translate = useTranslate();
  const dateTime = useDateTime();
  const { userId } = useSession();
  const [mineOnly, setMineOnly] = useState(false);
  const changes = useKeyChanges(instance);
  const action = (label: string, icon: ReactNode, key: ApiKeyView, kind: KeyChange) => (
    <Tooltip title={translate(label)}>
      <IconButton aria-label={`${translate(label)}: ${key.name}`} onClick={() => changes.change(kind, key)}>{icon}</IconButton>
    </Tooltip>
  );
  const view = {
    caption: 'apiKeys.section',
    empty: 'apiKeys.empty',
    toolbar: (
      <>
        <FormControlLabel control={<Switch checked={mineOnly} onChange={(e) => setMineOnly(e.target.checked)} />} label={translate('apiKeys.mineOnly')} />
        <Button startIcon={<AddIcon />} variant="outlined" onClick={changes.generate}>{translate('apiKeys.action.generate')}</Button>
      </>
    ),
    // The columns the server sorts by (API_KEY_SORT_FIELDS) sort; the "only mine" rows sort alike in the browser.
    // An array, not a fragment: DataTable counts its columns among its children.
    children: [
      <DataTable.Col key="name" source="name" label="apiKeys.fields.name" />,
      <DataTable.Col key="prefix" source="prefix" label="apiKeys.fields.prefix" disableSort
        render={(k: ApiKeyView) => <Box component="code" dir="ltr">{`${k.prefix}…`}</Box>} />,
      <DataTable.Col key="status" source="status" label="apiKeys.fields.status" disableSort render={(k: ApiKeyView) => (
        <Stack spacing={0.5} alignItems="flex-start">
          <Chip size="small" color={k.status === 'ACTIVE' ? 'success' : 'default'} variant="outlined" label={translate(`apiKeys.status.${k.status}`)} />
          {/* After a roll: the previous secret's grace. */}
          {k.previousValidUntil && <Typography variant="caption">{translate('apiKeys.graceUntil', { at: dateTime(k.previousValidUntil) })}</Typography>}
        </Stack>
      )} />,
      <DataTable.Col key="expiresAt" source="expiresAt" label="apiKeys.fields.expiresAt"
        render={(k: ApiKeyView) => (k.expiresAt ? dateTime(k.expiresAt) : translate('apiKeys.never'))} />,
      <DataTable.Col key="lastUsedAt" source="lastUsedAt" label="apiKeys.fields.lastUsed" render={(k: ApiKeyView) => (k.lastUsedAt
        ? translate('apiKeys.used', { at: dateTime(k.lastUsedAt), smart_count: k.useCount })
        : translate('apiKeys.neverUsed'))} />,
      <DataTable.Col key="actions" label="shell.table.actions" align="right" disableSort cellSx={() => ({ whiteSpace: 'nowrap' })}
        render={(k: ApiKeyView) => (
          <>
            {action('apiKeys.action.rename', <EditIcon />, k, 'rename')}
            {k.status !== 'REVOKED' && action('apiKeys.action.roll', <AutorenewIcon />, k, 'roll')}
            {k.status !== 'REVOKED' && action('apiKeys.action.revoke', <BlockIcon />, k, 'revoke')}
            {action('apiKeys.action.delete', <DeleteIcon />, k, 'delete')}
          </>
        )} />,
    ],
  };

  return (
    <>
      {mineOnly
        ? <MyKeysList appInstanceId={instance.id} userId={Number(userId)} {...view} />
        : <SectionList resource={INSTANCE_API_KEYS} filter={{ appInstanceId: instance.id }} sort={NEWEST_FIRST} {...view} />}
      {changes.dialogs}
    </>
  );
}
