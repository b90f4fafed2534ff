// A template's pages (§2 "Template page drafts screen"): drafts (default) and published tabs, search
// (500 ms), grid (3 per row wide, 2 medium, 1 small) or list mode, a page's menu (edit, preview, delete) for
// holders of subscribe_{type} who may change pages, its status switch (§4: a draft update on the drafts
// tab, the published page's status on the other), the preview modal and the draft editor. 'no template
// selected, please select template' before a template is chosen; 'no data available' when the list is empty.
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  Box, Button, Card, CardContent, Grid, InputAdornment, LinearProgress, Tab, TablePagination, Tabs, TextField, ToggleButton,
  ToggleButtonGroup, Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Confirm, useCanAccess, useDelete, useListController, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { TemplatePage } from '../../../../contract/pageTemplates';
import type { PageStatus } from '../../../../contract/pageTemplatesRules';
import { subscribeFlag } from '../../../../contract/marketplaceFlags';
import { ALL_PERMISSIONS } from '../../../../contract/sessionFlags';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { useShowResult, useShowSuccess } from '../../../ui/ResultProvider';
import { pagesResourceOf, templateParam, type PagesTab, type TemplateRef } from '../templatePagesResources';
import { PageCard, type PageActions } from './PageCard';
import { PageRows } from './PageRows';
import { PagePreviewDialog } from './PagePreviewDialog';
import { useFlags } from '../../../session';

const loadEditor = () => import('../editor/PageDraftEditor');
const PageDraftEditor = lazy(loadEditor);

const PAGE_SIZES = [10, 25, 50];
const NEWEST_FIRST = { field: 'updatedAt', order: 'DESC' } as const;

/** The editor's subject: a new draft, or an existing page (a draft, or a published page to edit as its draft). */
export type Editing = { page?: TemplatePage } | null;

export function TemplatePages({ template }: { template?: TemplateRef }) {
  const translate = useTranslate();
  if (!template) {
    return <Card sx={{ mt: 2 }}><CardContent><Typography>{translate('pageTemplates.pages.noTemplate')}</Typography></CardContent></Card>;
  }
  return <TemplatePagesOf key={`${template.kind}-${template.id}`} template={template} />;
}

function TemplatePagesOf({ template }: { template: TemplateRef }) {
  const translate = useTranslate();
  const showSuccess = useShowSuccess();
  const showResult = useShowResult();
  const { permissions } = useFlags();
  const { canAccess: canEdit = false } = useCanAccess({ resource: pagesResourceOf(template.kind, 'drafts'), action: 'edit' });
  const mayUseMenu = canEdit && !!(permissions?.[ALL_PERMISSIONS] || permissions?.[subscribeFlag('app')]);
  // Someone who may edit these pages likely will: the editor and Monaco load while the page is idle,
  // so the drawer opens ready (the editor's budget is 1.5 s from Edit to typing).
  useEffect(() => {
    if (!canEdit) return undefined;
    const preload = () => { void loadEditor().then((editor) => editor.preloadCodeEditor()); };
    if (typeof requestIdleCallback !== 'function') { // Safari has none: a short timer stands in
      const timer = setTimeout(preload, 200);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(preload);
    return () => cancelIdleCallback(idle);
  }, [canEdit]);
  const [tab, setTab] = useState<PagesTab>('drafts');
  const [mode, setMode] = useState<'grid' | 'list'>('grid');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [previewing, setPreviewing] = useState<TemplatePage | null>(null);
  const [deleting, setDeleting] = useState<TemplatePage | null>(null);
  // Who may edit will likely open the editor: fetch its code (not Monaco's) once the pages show.
  useEffect(() => { if (canEdit) void loadEditor(); }, [canEdit]);

  const resource = pagesResourceOf(template.kind, tab);
  // react-admin's list controller pages and searches (its filter change waits SEARCH_DEBOUNCE_MS and goes
  // back to the first page); the list's state stays out of the URL.
  const list = useListController<TemplatePage>({
    resource, filter: templateParam(template), sort: NEWEST_FIRST, perPage: PAGE_SIZES[0],
    debounce: SEARCH_DEBOUNCE_MS, disableSyncWithLocation: true, storeKey: false,
  });
  const refresh = useRefresh();
  const [update] = useUpdate<TemplatePage>();
  const [remove, { isPending: removing }] = useDelete<TemplatePage>();
  const failed = (error: unknown) => showResult({ severity: 'error', message: (error as Error).message });

  const setStatus = (target: TemplatePage, active: boolean) => {
    const status: PageStatus = active ? 'ACTIVE' : 'INACTIVE';
    // A draft saves its whole record with the new status; a published page switches its status alone.
    const data = tab === 'drafts' ? { ...target, status } : { status };
    update(resource, { id: target.id, data, previousData: target }, {
      mutationMode: 'pessimistic',
      onSuccess: () => showSuccess(translate('pageTemplates.messages.statusUpdated')),
      onError: failed,
    });
  };
  const confirmDelete = (target: TemplatePage) => remove(resource, { id: target.id, previousData: target }, {
    mutationMode: 'pessimistic',
    onSuccess: () => { setDeleting(null); showSuccess(translate(`resources.${resource}.notifications.deleted`)); },
    onError: (error) => { setDeleting(null); failed(error); },
  });

  const actionsOf = (target: TemplatePage): PageActions => ({
    menu: mayUseMenu ? { edit: () => setEditing({ page: target }), preview: () => setPreviewing(target), remove: () => setDeleting(target) } : undefined,
    onStatus: canEdit ? (active) => setStatus(target, active) : undefined,
  });
  const pages = list.data ?? [];
  const isPending = list.isPending;

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">{translate('pageTemplates.pages.title')}</Typography>
        <Tabs value={tab} onChange={(_e, next: PagesTab) => { setTab(next); list.setPage(1); }} aria-label={translate('pageTemplates.pages.tabs')}>
          <Tab value="drafts" label={translate('pageTemplates.pages.drafts')} />
          <Tab value="published" label={translate('pageTemplates.pages.published')} />
        </Tabs>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 2 }}>
          <TextField
            size="small" type="search" value={search} label={translate('pageTemplates.pages.search')}
            onChange={(e) => { setSearch(e.target.value); list.setFilters({ q: e.target.value.trim() || undefined }, undefined, true); }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          />
          <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_e, next) => next && setMode(next)} aria-label={translate('pageTemplates.pages.view')}>
            <ToggleButton value="grid" aria-label={translate('pageTemplates.pages.grid')}><GridViewIcon fontSize="small" /></ToggleButton>
            <ToggleButton value="list" aria-label={translate('pageTemplates.pages.list')}><ViewListIcon fontSize="small" /></ToggleButton>
          </ToggleButtonGroup>
          <Box sx={{ flexGrow: 1 }} />
          {canEdit && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>{translate('pageTemplates.pages.add')}</Button>}
        </Box>
        {isPending && <LinearProgress />}
        {!isPending && pages.length === 0 && <Typography sx={{ py: 2 }}>{translate('pageTemplates.pages.noData')}</Typography>}
        {pages.length > 0 && mode === 'grid' && (
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={translate('pageTemplates.pages.title')}>
            {pages.map((p) => (
              <Grid key={p.id} size={{ xs: 12, md: 6, lg: 4 }} component="li"><PageCard page={p} {...actionsOf(p)} /></Grid>
            ))}
          </Grid>
        )}
        {pages.length > 0 && mode === 'list' && <PageRows pages={pages} actionsOf={actionsOf} />}
        <TablePagination
          component="div" count={list.total ?? 0} page={list.page - 1} rowsPerPage={list.perPage} rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_e, next) => list.setPage(next + 1)} onRowsPerPageChange={(e) => list.setPerPage(Number(e.target.value))}
          labelDisplayedRows={({ from, to, count }) => translate('shell.table.showing', { from, to, total: count })}
        />
      </CardContent>
      {previewing && <PagePreviewDialog page={previewing} onClose={() => setPreviewing(null)} />}
      <Confirm
        isOpen={!!deleting}
        title={translate(tab === 'drafts' ? 'pageTemplates.pages.deleteDraft' : 'pageTemplates.pages.deletePublished')}
        content={deleting?.pageName ?? ''}
        confirm="pageTemplates.pages.yes"
        loading={removing}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
      {editing && (
        <Suspense fallback={<LinearProgress />}>
          <PageDraftEditor
            template={template}
            page={editing.page}
            onClose={() => setEditing(null)}
            onSaved={(next) => { setTab(next); list.setPage(1); refresh(); }}
          />
        </Suspense>
      )}
    </Card>
  );
}
