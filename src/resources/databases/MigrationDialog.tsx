// Starting a data migration (issue 14 item 3): pick the source, the target and the tables (or all),
// then read the plan — each column's type as the target gets it under the written rules, the lossy
// ones named, the row estimates, tables the target already has — before starting the run.
import { useState } from 'react';
import {
  Alert, Box, Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel,
  InputLabel, MenuItem, Select, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { DatabaseView, MigrationJobView, MigrationPlan } from '../../../contract/databases';
import { useCount } from '../../ui/useDateTime';
import { DATABASES_RESOURCE, type DatabasesDataProvider } from './databasesDataProvider';
import { DATABASE_CONNECTIONS, DATABASE_TABLES, type TableRecord } from './databasesResources';
import { TypeRulesTable } from './TypeRulesTable';

const tableKey = (t: { schema: string; name: string }) => `${t.schema}.${t.name}`;
const CONNECTIONS_SHOWN = 100;

export function MigrationDialog({ onClose, onStarted }: { onClose: () => void; onStarted: (job: MigrationJobView) => void }) {
  const translate = useTranslate();
  const count = useCount();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dataProvider = useDataProvider<DatabasesDataProvider>();
  const [sourceId, setSourceId] = useState<number | ''>('');
  const [targetId, setTargetId] = useState<number | ''>('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [plan, setPlan] = useState<MigrationPlan | null>(null);

  const connections = useGetList<DatabaseView>(DATABASE_CONNECTIONS, {
    pagination: { page: 1, perPage: CONNECTIONS_SHOWN }, sort: { field: 'databaseName', order: 'ASC' },
  });
  const tables = useGetList<TableRecord>(DATABASE_TABLES, { filter: { connectionId: sourceId } }, { enabled: sourceId !== '' });
  const request = () => {
    const all = tables.data ?? [];
    const picked = all.filter((t) => chosen.has(tableKey(t)));
    return { sourceId: sourceId as number, targetId: targetId as number, tables: picked.length === all.length ? [] : picked.map(({ schema, name }) => ({ schema, name })) };
  };
  // The plan (a dry run) and the start (migrate) are custom calls, not a read or a change of a record.
  const review = useMutation({ mutationFn: () => dataProvider.planMigration(DATABASES_RESOURCE, request()), onSuccess: setPlan });
  const start = useMutation({ mutationFn: () => dataProvider.startMigration(DATABASES_RESOURCE, request()), onSuccess: ({ data }) => onStarted(data) });

  const toggle = (t: TableRecord) => setChosen((now) => {
    const next = new Set(now);
    if (next.has(tableKey(t))) next.delete(tableKey(t));
    else next.add(tableKey(t));
    return next;
  });
  const allChosen = !!tables.data?.length && tables.data.every((t) => chosen.has(tableKey(t)));
  const conflicts = plan?.tables.filter((t) => t.targetExists) ?? [];
  const error = (review.error ?? start.error ?? tables.error) as Error | null;
  const connectionSelect = (label: string, value: number | '', onChange: (id: number) => void) => (
    <FormControl fullWidth size="small" sx={{ mb: 2 }}>
      <InputLabel id={`${label}-label`}>{translate(`databases.migration.${label}`)}</InputLabel>
      <Select labelId={`${label}-label`} label={translate(`databases.migration.${label}`)} value={value}
        onChange={(event) => { onChange(Number(event.target.value)); setPlan(null); }}>
        {(connections.data ?? []).map((c) => <MenuItem key={c.id} value={c.id}>{c.databaseName}</MenuItem>)}
      </Select>
    </FormControl>
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby="migration-dialog-title" fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id="migration-dialog-title">{translate(plan ? 'databases.migration.reviewTitle' : 'databases.migration.title')}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error" sx={{ mb: 2 }}>{error.message}</Alert>}
        {!plan && (
          <>
            {connectionSelect('source', sourceId, (id) => { setSourceId(id); setChosen(new Set()); })}
            {connectionSelect('target', targetId, setTargetId)}
            {tables.isFetching && <CircularProgress aria-label={translate('ra.page.loading')} />}
            {tables.data?.length === 0 && <Typography>{translate('databases.noTables')}</Typography>}
            {!!tables.data?.length && (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="subtitle2">{translate('databases.migration.tables')}</Typography>
                <FormControlLabel
                  control={<Checkbox checked={allChosen} onChange={() => setChosen(allChosen ? new Set() : new Set(tables.data.map(tableKey)))} />}
                  label={translate('databases.migration.allTables')} />
                {tables.data.map((t) => (
                  <FormControlLabel key={tableKey(t)} sx={{ display: 'flex' }}
                    control={<Checkbox checked={chosen.has(tableKey(t))} onChange={() => toggle(t)} />}
                    label={`${tableKey(t)} (${translate('databases.migration.rowsAbout', { rows: count(t.rowEstimate) })})`} />
                ))}
              </Box>
            )}
          </>
        )}
        {plan && (
          <>
            <Typography sx={{ mb: 1 }}>
              {translate('databases.migration.planSummary', { tables: count(plan.tables.length), rows: count(plan.rowEstimate) })}
            </Typography>
            {conflicts.length > 0 && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {translate('databases.migration.targetExists', { tables: conflicts.map((t) => `${t.targetSchema}.${t.name}`).join(', ') })}
              </Alert>
            )}
            {plan.tables.map((t) => (
              <Box key={tableKey(t)} sx={{ mb: 2, overflowX: 'auto' }}>
                <Typography variant="subtitle1" component="h3">
                  {`${tableKey(t)} → ${t.targetSchema}.${t.name}`} · {translate('databases.migration.rowsAbout', { rows: count(t.rowEstimate) })}
                </Typography>
                <Table size="small" aria-label={translate('databases.migration.columnsOf', { table: tableKey(t) })}>
                  <TableHead>
                    <TableRow>
                      <TableCell scope="col">{translate('databases.fields.column')}</TableCell>
                      <TableCell scope="col">{translate('databases.migration.sourceType')}</TableCell>
                      <TableCell scope="col">{translate('databases.migration.targetType')}</TableCell>
                      <TableCell scope="col">{translate('databases.migration.note')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {t.columns.map((c) => (
                      <TableRow key={c.name}>
                        <TableCell component="th" scope="row">{c.name}</TableCell>
                        <TableCell>{c.sourceType}</TableCell>
                        <TableCell>{c.targetType}</TableCell>
                        <TableCell>
                          {c.lossy && (
                            <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
                              <WarningAmberIcon fontSize="small" color="warning" aria-hidden />{`${translate('databases.migration.lossy')}: ${c.lossy}`}
                            </Box>
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            ))}
            <TypeRulesTable sourceEngine={plan.sourceEngine} targetEngine={plan.targetEngine} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('databases.action.cancel')}</Button>
        {plan ? (
          <>
            <Button onClick={() => setPlan(null)}>{translate('databases.migration.back')}</Button>
            <Button variant="contained" disabled={conflicts.length > 0 || start.isPending} onClick={() => start.mutate()}>
              {translate('databases.migration.start')}
            </Button>
          </>
        ) : (
          <Button variant="contained" disabled={sourceId === '' || targetId === '' || chosen.size === 0 || review.isPending} onClick={() => review.mutate()}>
            {translate('databases.migration.review')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
