// The activity log's filters: who, what, what happened, the outcome, and a date range.
import { MenuItem, Stack, TextField } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useAccountId } from '../../session';
import type { ActivityChoices } from '../../../contract/activityLog';
import { useActivityText } from './useActivityText';
import type { ActivityFilters } from './activityLogDataProvider';
import { ACTIVITY_CHOICES } from './activityLogResources';

/** Fields share a row while they fit, each at least 140 px, and wrap on a narrow screen. */
const FIELD = { flex: '1 1 140px', minWidth: 140 };

export function ActivityFiltersBar({ filters, onChange }: { filters: ActivityFilters; onChange: (next: ActivityFilters) => void }) {
  const translate = useTranslate();
  const accountId = useAccountId();
  const choices = useGetOne<ActivityChoices & { id: string }>(ACTIVITY_CHOICES, { id: accountId });
  const { kind } = useActivityText();
  const set = (patch: Partial<ActivityFilters>) => onChange({ ...filters, ...patch });
  const select = (field: 'type' | 'event' | 'status', values: string[], label: (value: string) => string = (v) => v) => (
    <TextField select size="small" fullWidth={false} label={translate(`activityLog.fields.${field}`)} value={filters[field] ?? ''} sx={FIELD}
      onChange={(e) => set({ [field]: e.target.value || undefined })}>
      <MenuItem value="">{translate('activityLog.any')}</MenuItem>
      {values.map((v) => <MenuItem key={v} value={v}>{label(v)}</MenuItem>)}
    </TextField>
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} role="group" aria-label={translate('activityLog.filters')}>
      <TextField select size="small" fullWidth={false} label={translate('activityLog.fields.user')} value={filters.userId ?? ''} sx={{ ...FIELD, flexBasis: 200 }}
        onChange={(e) => set({ userId: e.target.value ? Number(e.target.value) : undefined })}>
        <MenuItem value="">{translate('activityLog.any')}</MenuItem>
        {(choices.data?.users ?? []).map((u) => <MenuItem key={u.userId} value={u.userId}>{u.userName}</MenuItem>)}
      </TextField>
      {select('type', choices.data?.types ?? [], kind)}
      {select('event', choices.data?.events ?? [])}
      {select('status', choices.data?.statuses ?? [])}
      <TextField type="date" size="small" fullWidth={false} sx={FIELD} label={translate('activityLog.fields.fromDate')} value={filters.fromDate ?? ''}
        onChange={(e) => set({ fromDate: e.target.value || undefined })} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField type="date" size="small" fullWidth={false} sx={FIELD} label={translate('activityLog.fields.toDate')} value={filters.toDate ?? ''}
        onChange={(e) => set({ toDate: e.target.value || undefined })} slotProps={{ inputLabel: { shrink: true } }} />
    </Stack>
  );
}
