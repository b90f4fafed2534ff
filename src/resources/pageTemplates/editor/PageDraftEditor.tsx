// The template page draft editor (§2): a side drawer 1680 wide, at most 90% of the screen, with the
// breadcrumb Pages > Add/Edit template page draft > page name, the tabs General, Data For Preview, Content
// and History (editing only), and the actions Cancel, Preview Image, Preview, Save as Draft and Publish with
// the Stable checkbox. Loaded on demand with its tabs (Monaco, tiptap and html2canvas load later still).
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  Box, Breadcrumbs, Button, Checkbox, CircularProgress, Drawer, FormControlLabel, LinearProgress, Stack, Tab, Tabs, Typography,
} from '@mui/material';
import { Form, useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import type { TemplatePage } from '../../../../contract/pageTemplates';
import type { PagesTab, TemplateRef } from '../templatePagesResources';
import { GeneralTab } from './GeneralTab';
import { PreviewDataTab } from './PreviewDataTab';
import { ContentTab, preloadCodeEditor } from './ContentTab';

export { preloadCodeEditor };
import { draftIdOf, draftValuesOf, type DraftFormValues } from './draftValues';
import { useDraftActions } from './useDraftActions';
import { useEditLock } from '../../../dataProviders/useEditLock';
import { EditLockGuard } from '../../../ui/EditLockGuard';
import { draftsTopicOf } from '../templatePagesResources';
import { StaleSaveDialog } from '../../../ui/StaleSaveDialog';

const HistoryTab = lazy(() => import('../history/HistoryTab'));

type EditorTab = 'general' | 'data' | 'content' | 'history';

export interface PageDraftEditorProps {
  template: TemplateRef;
  /** The page to edit; a new draft when absent. */
  page?: TemplatePage;
  onClose: () => void;
  /** After a save or a publish: the tab to show. */
  onSaved: (tab: PagesTab) => void;
}

function StableCheckbox() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'stable', type: 'checkbox' });
  return <FormControlLabel control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={translate('pageTemplates.fields.stable')} />;
}

function Panel({ value, current, children }: { value: EditorTab; current: EditorTab; children: ReactNode }) {
  return (
    <Box role="tabpanel" id={`page-editor-${value}`} aria-labelledby={`page-editor-tab-${value}`} hidden={value !== current} sx={{ py: 2 }}>
      {children}
    </Box>
  );
}

function EditorBody({ template, page, onClose, onSaved }: PageDraftEditorProps) {
  const translate = useTranslate();
  const form = useFormContext<DraftFormValues>();
  const pageName: string = useWatch({ name: 'pageName' }) ?? '';
  const [tab, setTab] = useState<EditorTab>('general');
  // Content loads Monaco: mount it once first shown, then keep it.
  const [contentShown, setContentShown] = useState(false);
  useEffect(preloadCodeEditor, []);
  const actions = useDraftActions(template, page, (next) => { onSaved(next); onClose(); });
  const { stale } = actions;
  // Someone else editing this draft: it reads, and saves wait until they are done or it is taken over.
  const draftId = draftIdOf(page);
  const lock = useEditLock(draftsTopicOf(template.kind), draftId === undefined ? undefined : String(draftId));
  const lockedOut = lock.status === 'held';
  const idle = !actions.busy && !lockedOut;
  const showErrors = (errors: FieldErrors<DraftFormValues>) => setTab(errors.dataForPreview && Object.keys(errors).length === 1 ? 'data' : 'general');
  const submit = (action: (values: DraftFormValues) => Promise<void>) => form.handleSubmit(action, showErrors);
  const choose = (next: EditorTab) => { setTab(next); if (next === 'content') setContentShown(true); };
  const title = translate(page ? 'pageTemplates.editor.edit' : 'pageTemplates.editor.add');
  const tabProps = (value: EditorTab) => ({ value, id: `page-editor-tab-${value}`, 'aria-controls': `page-editor-${value}` });

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Breadcrumbs aria-label={translate('pageTemplates.editor.breadcrumb')}>
        <Typography color="text.secondary">{translate('pageTemplates.pages.title')}</Typography>
        <Typography color="text.secondary">{title}</Typography>
        <Typography color="text.primary" component="h2" variant="body1">{pageName || '…'}</Typography>
      </Breadcrumbs>
      <Tabs value={tab} onChange={(_e, next: EditorTab) => choose(next)} variant="scrollable" allowScrollButtonsMobile aria-label={title}>
        <Tab label={translate('pageTemplates.editor.general')} {...tabProps('general')} />
        <Tab label={translate('pageTemplates.editor.data')} {...tabProps('data')} />
        <Tab label={translate('pageTemplates.editor.content')} {...tabProps('content')} />
        {page && <Tab label={translate('pageTemplates.editor.history')} {...tabProps('history')} />}
      </Tabs>
      <EditLockGuard lock={lock}>
        <Panel value="general" current={tab}><GeneralTab /></Panel>
        <Panel value="data" current={tab}><PreviewDataTab /></Panel>
        <Panel value="content" current={tab}>{contentShown && <ContentTab />}</Panel>
        {page && (
          <Panel value="history" current={tab}>
            {tab === 'history' && (
              <Suspense fallback={<LinearProgress />}>
                <HistoryTab page={page} onRestore={(values) => form.reset({ ...form.getValues(), ...values }, { keepDefaultValues: true })} />
              </Suspense>
            )}
          </Panel>
        )}
      </EditLockGuard>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', borderTop: 1, borderColor: 'divider', pt: 2 }}>
        <Button onClick={onClose}>{translate('pageTemplates.actions.cancel')}</Button>
        <Box sx={{ flexGrow: 1 }} />
        {actions.busy && <CircularProgress size={24} aria-label={translate('pageTemplates.editor.working')} />}
        <StableCheckbox />
        <Button variant="outlined" disabled={!idle} onClick={() => actions.previewImage(form.getValues(), (image) => form.setValue('previewImage', image))}>
          {translate('pageTemplates.actions.previewImage')}
        </Button>
        <Button variant="outlined" disabled={!!actions.busy} onClick={() => actions.preview(form.getValues())}>{translate('pageTemplates.actions.preview')}</Button>
        <Button variant="contained" color="secondary" disabled={!idle} onClick={submit(actions.saveDraft)}>{translate('pageTemplates.actions.saveDraft')}</Button>
        <Button variant="contained" disabled={!idle} onClick={submit(actions.publish)}>{translate('pageTemplates.actions.publish')}</Button>
      </Stack>
      {stale.theirs && (
        <StaleSaveDialog
          theirs={{ name: stale.theirs.pageName, savedAt: stale.theirs.updatedDatetime, revision: stale.theirs.revision, content: stale.theirs.content }}
          onKeepMine={stale.keepMine}
          onLoadTheirs={() => stale.loadTheirs((theirs) => form.reset(draftValuesOf(theirs)))}
        />
      )}
    </Box>
  );
}

export default function PageDraftEditor(props: PageDraftEditorProps) {
  return (
    <Drawer anchor="right" open onClose={props.onClose} slotProps={{ paper: { sx: { width: 1680, maxWidth: '90vw' } } }}>
      <Form defaultValues={draftValuesOf(props.page)} noValidate>
        <EditorBody {...props} />
      </Form>
    </Drawer>
  );
}
