// The permissions a role holds, as a checkbox list with a search box and "select all shown"
// (developer-portal.md §2 "role permissions list"). Controlled: the dialog keeps the ticked ids.
import { useId, useState } from 'react';
import { Box, Checkbox, FormControlLabel, FormGroup, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PermissionChoice } from '../../../contract/roles';

interface PermissionChecklistProps {
  choices: PermissionChoice[];
  checked: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
}

const labelOf = (p: PermissionChoice) => (p.displayLabel ? `${p.displayLabel} (${p.permissionName})` : p.permissionName);

export function PermissionChecklist({ choices, checked, onChange }: PermissionChecklistProps) {
  const translate = useTranslate();
  const groupId = useId();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle ? choices.filter((p) => labelOf(p).toLowerCase().includes(needle)) : choices;
  const allShown = shown.length > 0 && shown.every((p) => checked.has(p.id));
  const someShown = shown.some((p) => checked.has(p.id));
  const toggle = (id: number) => {
    const next = new Set(checked);
    if (next.has(id)) next.delete(id); else next.add(id);
    onChange(next);
  };
  const toggleShown = () => {
    const next = new Set(checked);
    shown.forEach((p) => (allShown ? next.delete(p.id) : next.add(p.id)));
    onChange(next);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" id={groupId}>{translate('roles.fields.permissions')}</Typography>
      <TextField size="small" type="search" fullWidth margin="dense" value={search} onChange={(e) => setSearch(e.target.value)}
        label={translate('roles.checklist.search')} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Checkbox checked={allShown} indeterminate={!allShown && someShown} onChange={toggleShown} disabled={shown.length === 0} />}
          label={translate('roles.action.selectAll')}
        />
        <Typography variant="body2" aria-live="polite">{translate('roles.checklist.selected', { count: checked.size, total: choices.length })}</Typography>
      </Box>
      <FormGroup aria-labelledby={groupId} sx={{ maxHeight: 280, overflowY: 'auto', flexWrap: 'nowrap', pl: 1 }}>
        {shown.length === 0 && <Typography variant="body2">{translate('roles.checklist.none')}</Typography>}
        {shown.map((p) => (
          <FormControlLabel key={p.id} control={<Checkbox checked={checked.has(p.id)} onChange={() => toggle(p.id)} />} label={labelOf(p)} />
        ))}
      </FormGroup>
    </Box>
  );
}
