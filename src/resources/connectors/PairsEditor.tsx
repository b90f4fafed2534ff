// Name/value rows (headers, query parameters).
import { Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import type { NameValue } from '../../../contract/connectors';

/** `label` names the rows (Headers); `addLabel` is the add button's own words (Add header). */
export function PairsEditor({ label, addLabel, pairs, onChange }: { label: string; addLabel: string; pairs: NameValue[]; onChange: (pairs: NameValue[]) => void }) {
  const translate = useTranslate();
  const set = (i: number, field: keyof NameValue, value: string) => onChange(pairs.map((p, j) => (j === i ? { ...p, [field]: value } : p)));
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{label}</Typography>
      {pairs.map((pair, i) => (
        <Stack direction="row" spacing={1} key={i}>
          <TextField size="small" label={translate('connectors.apis.pairName')} value={pair.name} onChange={(e) => set(i, 'name', e.target.value)} inputProps={{ maxLength: 100 }} />
          <TextField size="small" fullWidth label={translate('connectors.apis.pairValue')} value={pair.value} onChange={(e) => set(i, 'value', e.target.value)} inputProps={{ maxLength: 2000 }} />
          <IconButton aria-label={translate('connectors.apis.removePair')} onClick={() => onChange(pairs.filter((_, j) => j !== i))}><DeleteIcon /></IconButton>
        </Stack>
      ))}
      <div><Button size="small" onClick={() => onChange([...pairs, { name: '', value: '' }])}>{addLabel}</Button></div>
    </Stack>
  );
}
