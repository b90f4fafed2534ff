// The living catalogue of the console's shared UI pieces (console-shell.md §2 components;
// docs/decisions.md): what each is for, its import and props, and the piece itself at work, for
// engineers writing a plugin (docs/plugins.md).
import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { AppLogo } from '../../ui/AppLogo';
import { EditDeleteButtons } from '../../ui/EditDeleteButtons';
import { useShowResult } from '../../ui/ResultProvider';
import { SectionTable } from '../../ui/SectionTable';
import type { ListPage, ListQuery } from '../../../contract/paging';

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

/** The catalogue's table reads these twelve rows in memory: search, sort and pages as a server would. */
async function samplePage({ query, sortorder, page, size }: ListQuery): Promise<ListPage<Sample>> {
  const found = SAMPLES.filter((s) => !query || s.name.includes(query.toLowerCase()));
  const sorted = sortorder === 'desc' ? [...found].reverse() : found;
  return { content: sorted.slice(page * size, (page + 1) * size), totalElements: found.length };
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
      key: 'table', importLine: "import { SectionTable } from '../../ui/SectionTable';",
      props: [['caption', 'string'], ['queryKey', 'readonly unknown[]'], ['fetchPage', '(query: ListQuery) => Promise<ListPage<T>>'],
        ['columns', 'SectionColumn<T>[]'], ['rowActions?', '(row: T) => ReactNode'], ['empty', 'string'], ['toolbar?', 'ReactNode']],
      example: (
        <SectionTable<Sample>
          caption={translate('components.samples.tableCaption')} queryKey={['components', 'samples']} fetchPage={samplePage}
          columns={[{ key: 'name', label: translate('components.samples.name'), render: (s) => s.name, sortField: 'name' }]}
          rowActions={(s) => <EditDeleteButtons name={s.name} onEdit={said(`Edit: ${s.name}`)} onDelete={said(`Delete: ${s.name}`)} />}
          empty={translate('components.samples.empty')}
        />
      ),
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
