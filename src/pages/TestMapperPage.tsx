// test-mapper (console-shell.md §2; docs/decisions.md): the console's route map for testers who
// drive it with Playwright, read from the same declarations the console routes by: every public
// path, and every signed-in page with who may open it and the menu entry that leads there. Loaded
// only when opened: it reads the plugins, which the sign-in bundle must not carry.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Container, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { corePlugins } from '../corePlugins';
import { createRegistry } from '../plugins/registry';
import { createTranslator } from '../i18n/translator';
import { CONSOLE_BASE } from '../config/constants';
import { usePublicI18n } from './PublicI18n';
import { publicPaths } from './publicPaths';

const registry = createRegistry(corePlugins);

/** The react-admin routes of a resource's views. */
const resourcePaths = (name: string, views: { list?: unknown; create?: unknown; edit?: unknown; show?: unknown }) => [
  views.list && `/${name}`, views.create && `/${name}/create`, views.edit && `/${name}/:id`, views.show && `/${name}/:id/show`,
].filter((path): path is string => Boolean(path));

function RouteTable({ title, columns, rows }: { title: string; columns: string[]; rows: ReactNode[][] }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>{title}</Typography>
      {/* On a phone the table scrolls in its box: focusable, so the keyboard can scroll it too. */}
      <TableContainer tabIndex={0} role="region" aria-label={title}>
        <Table size="small" aria-label={title}>
          <TableHead><TableRow>{columns.map((c) => <TableCell key={c} scope="col">{c}</TableCell>)}</TableRow></TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={index}>
                {row.map((cell, i) => (i === 0
                  ? <TableCell key={i} component="th" scope="row"><code>{cell}</code></TableCell>
                  : <TableCell key={i}>{cell}</TableCell>))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

export function TestMapperPage() {
  const { translate, locale } = usePublicI18n();
  const [menuTexts, setMenuTexts] = useState(() => createTranslator('en', registry.englishMessages, registry.englishMessages));
  useEffect(() => {
    let cancelled = false;
    registry.loadMessages(locale)
      .then((texts) => { if (!cancelled) setMenuTexts(() => createTranslator(locale, texts, registry.englishMessages)); })
      .catch(() => undefined); // English labels stay
    return () => { cancelled = true; };
  }, [locale]);

  const signedIn = useMemo(() => corePlugins.flatMap((plugin) => [
    ...(plugin.pages ?? []).map((page) => [
      CONSOLE_BASE + page.path.pattern,
      page.anyOfFlags?.join(translate('pages.testMapper.or')) ?? translate('pages.testMapper.everyone'),
      page.nav ? menuTexts(page.nav.label) : '',
      plugin.name,
    ]),
    ...(plugin.resources ?? []).flatMap((resource) => resourcePaths(resource.name, resource).map((path) => [
      CONSOLE_BASE + path, translate('pages.testMapper.accessRule'), '', plugin.name,
    ])),
  ]), [menuTexts, translate]);

  return (
    <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">{translate('pages.testMapper.title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>{translate('pages.testMapper.intro')}</Typography>
      <RouteTable
        title={translate('pages.testMapper.public')}
        columns={[translate('pages.testMapper.path')]}
        rows={Object.values(publicPaths).map((path) => [CONSOLE_BASE + path])}
      />
      <RouteTable
        title={translate('pages.testMapper.signedIn')}
        columns={['path', 'who', 'menu', 'plugin'].map((c) => translate(`pages.testMapper.${c}`))}
        rows={signedIn}
      />
    </Container>
  );
}
