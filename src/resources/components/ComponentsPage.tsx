// The living catalogue of the console's shared UI pieces (console-shell.md §2 components;
// docs/decisions.md): what each is for, its import and props, and the piece itself at work, for
// engineers writing a plugin (docs/plugins.md).
import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DataTable, ListContextProvider, ResourceContextProvider, Title, useList, useTranslate } from 'react-admin';
import { AppLogo } from '../../ui/AppLogo';
import { EditDeleteButtons } from '../../ui/EditDeleteButtons';
import { useShowResult } from '../../ui/ResultProvider';
import { SectionListView } from '../../ui/SectionList';

interface Piece {
  key: string;
  importLine: string;
  props: [name: string, type: string][];
  example: ReactNode;
}

function PieceCard({ piece }: { piece: Piece }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={`piece-${piece.key}`}>
      <CardContent>
        <Typography id={`piece-${piece.key}`} variant="h6" component="h2">{translate(`components.pieces.${piece.key}.name`)}</Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>{translate(`components.pieces.${piece.key}.purpose`)}</Typography>
        <Box component="code" dir="ltr" sx={{ display: 'block', fontFamily: 'monospace', fontSize: 13, mb: 1, overflowWrap: 'anywhere' }}>{piece.importLine}</Box>
        <Table size="small" aria-label={translate('components.props')} sx={{ mb: 2 }}>
          <TableHead>
            <TableRow><TableCell>{translate('components.prop')}</TableCell><TableCell>{translate('components.type')}</TableCell></TableRow>
          </TableHead>
          <TableBody>
            {piece.props.map(([name, type]) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row" dir="ltr"><code>{name}</code></TableCell>
                <TableCell dir="ltr" sx={{ overflowWrap: 'anywhere' }}><code>{type}</code></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="subtitle2" component="h3" gutterBottom>{translate('components.example')}</Typography>
        {piece.example}
      </CardContent>
    </Card>
  );
}

interface Sample { id: number; name: string }
const SAMPLES: Sample[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `sample_${String(i + 1).padStart(2, '0')}` }));

/** The catalogue's list holds its twelve rows in the browser: react-admin's useList searches, sorts and pages them. */
function SampleList({ said }: { said: (what: string) => () => void }) {
  const list = useList({ data: SAMPLES, perPage: 10, sort: { field: 'name', order: 'ASC' } });
  // DataTable asks canAccess about the list's resource: the samples are named one of their own.
  return (
    <ResourceContextProvider value="componentSamples">
      <ListContextProvider value={list}>
        <SectionListView caption="components.samples.tableCaption" empty="components.samples.empty">
          <DataTable.Col source="name" label="components.samples.name" />
          <DataTable.Col label="shell.table.actions" align="right" disableSort render={(s: Sample) => (
            <EditDeleteButtons name={s.name} onEdit={said(`Edit: ${s.name}`)} onDelete={said(`Delete: ${s.name}`)} />
          )} />
        </SectionListView>
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

export function ComponentsPage() {
  const translate = useTranslate();
  const showResult = useShowResult();
  const said = (what: string) => () => showResult({ severity: 'info', message: what });
  const pieces: Piece[] = [
    {
      key: 'result', importLine: "import { useShowResult, useShowSuccess } from '../../ui/ResultProvider';",
      props: [['useShowResult()', '(result: { severity: "success" | "info" | "error"; message: string }, afterClose?: () => void) => void'], ['useShowSuccess()', '(message: string, afterClose?: () => void) => void']],
      example: (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <Button variant="outlined" onClick={() => showResult({ severity: 'success', message: translate('components.samples.saved') })}>{translate('components.samples.success')}</Button>
          <Button variant="outlined" color="error" onClick={() => showResult({ severity: 'error', message: translate('components.samples.refused') })}>{translate('components.samples.error')}</Button>
        </Stack>
      ),
    },
    {
      key: 'resultOnSuccess', importLine: "import { useResultOnSuccess } from '../../ui/useResultOnSuccess';",
      props: [['kind', '"created" | "updated" | "deleted"'], ['redirectTo?', 'string'], ['→', '{ onSuccess } for mutationOptions']],
      example: <Typography>{translate('components.samples.resultOnSuccess')}</Typography>,
    },
    {
      key: 'editDelete', importLine: "import { EditDeleteButtons } from '../../ui/EditDeleteButtons';",
      props: [['name', 'string'], ['onEdit', '() => void'], ['onDelete', '() => void']],
      example: <EditDeleteButtons name="sample_01" onEdit={said('Edit: sample_01')} onDelete={said('Delete: sample_01')} />,
    },
    {
      key: 'logo', importLine: "import { AppLogo } from '../../ui/AppLogo';",
      props: [['logo', 'string | null'], ['logoType', 'string | null'], ['name', 'string'], ['size?', 'number (40)']],
      example: (
        <Stack direction="row" spacing={2} alignItems="center">
          <AppLogo logo={null} logoType={null} name="Maps" />
          <AppLogo logo={`${import.meta.env.BASE_URL}favicon.svg`} logoType="URL" name="Platform Console" size={56} />
        </Stack>
      ),
    },
    {
      key: 'table', importLine: "import { SectionList, SectionListView } from '../../ui/SectionList';",
      props: [['resource', 'string (a react-admin resource)'], ['filter?', 'Record<string, unknown>'], ['sort?', 'SortPayload'],
        ['caption', 'string'], ['empty', 'string'], ['toolbar?', 'ReactNode'], ['children', '<DataTable.Col> columns'],
        ['SectionListView', 'the same under any list context, e.g. useList({ data }) for rows held in the browser']],
      example: <SampleList said={said} />,
    },
  ];
  return (
    <Box>
      <Title title={translate('components.title')} />
      <Typography variant="h5" component="h1" gutterBottom>{translate('components.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('components.intro')}</Typography>
      <Stack spacing={2}>{pieces.map((piece) => <PieceCard key={piece.key} piece={piece} />)}</Stack>
    </Box>
  );
}
