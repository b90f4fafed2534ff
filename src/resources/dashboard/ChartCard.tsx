// A chart with its data as a table: the table is what screen readers read (the drawing is hidden
// from them), and anyone can switch to it.
import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Off screen but read by screen readers. */
const visuallyHidden = {
  position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
} as const;

interface ChartCardProps {
  title: string;
  /** The table's column headings; each row gives a cell per heading. */
  columns: string[];
  rows: (string | number)[][];
  chart: ReactNode;
  /** The drawing's height; 260 px unless given. */
  chartHeight?: number | 'auto';
}

export function ChartCard({ title, columns, rows, chart, chartHeight = 260 }: ChartCardProps) {
  const translate = useTranslate();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const empty = rows.length === 0;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
          <Typography id={titleId} variant="h6" component="h2">{title}</Typography>
          {!empty && (
            <Button size="small" onClick={() => setAsTable(!asTable)} aria-pressed={asTable}>
              {translate(asTable ? 'dashboard.action.showChart' : 'dashboard.action.showTable')}
            </Button>
          )}
        </Stack>
        {empty ? (
          <Typography color="text.secondary" sx={{ py: 4 }}>{translate('dashboard.empty')}</Typography>
        ) : (
          <>
            {/* Not hidden from assistive technology: MUI X charts take keyboard focus and announce the focused item. */}
            {!asTable && <Box sx={{ height: chartHeight }}>{chart}</Box>}
            {/* The box, not the table, is hidden or scrolls: a table grows to its content whatever its width. */}
            <Box sx={asTable ? { overflowX: 'auto' } : visuallyHidden}>
              <Table size="small" aria-labelledby={titleId}>
                <TableHead>
                  <TableRow>{columns.map((c) => <TableCell key={c} scope="col">{c}</TableCell>)}</TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={String(row[0])}>
                      {row.map((cell, i) => (i === 0
                        ? <TableCell key={i} component="th" scope="row">{cell}</TableCell>
                        : <TableCell key={i} align={typeof cell === 'number' ? 'right' : 'left'}>{cell}</TableCell>))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
