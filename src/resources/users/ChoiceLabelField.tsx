// A coded value (user type, status, invitation state) shown in the user's language.
import { useRecordContext, useTranslate } from 'react-admin';
import { Chip } from '@mui/material';

type Group = 'userType' | 'status' | 'state';

const chipColors: Record<string, 'success' | 'default' | 'warning' | 'info' | 'error'> = {
  ACTIVE: 'success', INACTIVE: 'default', PENDING: 'info', ACCEPTED: 'success', EXPIRED: 'warning', DELETED: 'default',
};

export function ChoiceLabelField({ source, group = source as Group, chip = false }: { source: string; group?: Group; chip?: boolean }) {
  const record = useRecordContext<Record<string, string>>();
  const translate = useTranslate();
  const value = record?.[source];
  if (!value) return null;
  const label = translate(`users.choices.${group}.${value}`, { _: value });
  return chip ? <Chip size="small" label={label} color={chipColors[value] ?? 'default'} variant="outlined" /> : <>{label}</>;
}

export function useChoices(group: Group, values: readonly string[]) {
  const translate = useTranslate();
  return values.map((id) => ({ id, name: translate(`users.choices.${group}.${id}`, { _: id }) }));
}
