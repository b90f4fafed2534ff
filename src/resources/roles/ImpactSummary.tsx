// Who gains and who loses which permission if a change is saved (RoleChangeImpact), as sentences:
// per permission ("3 members lose export_data"), then per member.
import { Alert, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RoleChangeImpact } from '../../../contract/roles';

/** Per permission, how many members gain it and how many lose it. */
export function permissionTotals(impact: RoleChangeImpact) {
  const count = (pick: 'gains' | 'losses') => {
    const totals = new Map<string, number>();
    impact.members.forEach((m) => m[pick].forEach((p) => totals.set(p, (totals.get(p) ?? 0) + 1)));
    return [...totals.entries()].sort(([a], [b]) => a.localeCompare(b));
  };
  return { losses: count('losses'), gains: count('gains') };
}

export function ImpactSummary({ impact }: { impact: RoleChangeImpact }) {
  const translate = useTranslate();
  if (impact.members.length === 0) return <Alert severity="info">{translate('roles.impact.none')}</Alert>;
  const { losses, gains } = permissionTotals(impact);
  const list = (values: string[]) => (values.length > 0 ? values.join(', ') : translate('roles.impact.nothing'));
  return (
    <Alert severity={losses.length > 0 ? 'warning' : 'info'} role="status">
      <List dense disablePadding aria-label={translate('roles.title.impact')}>
        {losses.map(([permission, count]) => (
          <ListItem key={`lose-${permission}`} disableGutters>{translate('roles.impact.lose', { smart_count: count, permission })}</ListItem>
        ))}
        {gains.map(([permission, count]) => (
          <ListItem key={`gain-${permission}`} disableGutters>{translate('roles.impact.gain', { smart_count: count, permission })}</ListItem>
        ))}
      </List>
      <Typography variant="body2" component="div" sx={{ mt: 1 }}>
        {impact.members.map((m) => (
          <div key={m.accountUserId}>{translate('roles.impact.member', { name: m.name, gains: list(m.gains), losses: list(m.losses) })}</div>
        ))}
      </Typography>
    </Alert>
  );
}
