// Who gains and who loses which permission if a change is saved, as sentences: per permission
// ("3 members lose export_data"), then per member for a change inside the account, or the number
// of subscribing accounts for an app's default role (whose members are other accounts' people).
import { Alert, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DefaultRoleChangeImpact, RoleChangeImpact } from '../../../contract/roles';

type Totals = [permission: string, members: number][];

/** Per permission, how many members gain it and how many lose it. */
export function permissionTotals(impact: RoleChangeImpact | DefaultRoleChangeImpact): { losses: Totals; gains: Totals } {
  if ('accounts' in impact) {
    const pairs = (counts: DefaultRoleChangeImpact['losses']): Totals => counts.map((c) => [c.permissionName, c.members]);
    return { losses: pairs(impact.losses), gains: pairs(impact.gains) };
  }
  const count = (pick: 'gains' | 'losses') => {
    const totals = new Map<string, number>();
    impact.members.forEach((m) => m[pick].forEach((p) => totals.set(p, (totals.get(p) ?? 0) + 1)));
    return [...totals.entries()].sort(([a], [b]) => a.localeCompare(b));
  };
  return { losses: count('losses'), gains: count('gains') };
}

/** Whether saving would change anybody's permissions. */
export const changesAnybody = (impact: RoleChangeImpact | DefaultRoleChangeImpact) =>
  ('accounts' in impact ? impact.members : impact.members.length) > 0;

export function ImpactSummary({ impact }: { impact: RoleChangeImpact | DefaultRoleChangeImpact }) {
  const translate = useTranslate();
  if (!changesAnybody(impact)) return <Alert severity="info">{translate('roles.impact.none')}</Alert>;
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
        {'accounts' in impact
          ? translate('roles.impact.accounts', { smart_count: impact.accounts, members: impact.members })
          : impact.members.map((m) => (
            <div key={m.accountUserId}>{translate('roles.impact.member', { name: m.name, gains: list(m.gains), losses: list(m.losses) })}</div>
          ))}
      </Typography>
    </Alert>
  );
}
