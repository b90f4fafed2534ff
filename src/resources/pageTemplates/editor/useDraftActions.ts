// The editor's actions (§4): Save as Draft creates or updates the draft, then the drafts tab; saving an
// existing draft with none of §4's fields changed shows the 'nothing changed' modal and saves nothing; a
// status-only change says the status was updated. Publish creates or updates the draft with the publish flag
// (unless nothing changed), then GET .../{id}/publish (201), then the published tab. Preview hands the
// rendered page to a new tab; Preview Image makes the picture in the sandboxed frame, stores it on a saved
// draft at once (a new draft keeps it for its first save) and shows it in a new tab. Saving and publishing
// make the picture too when the page's rendering changed since the last one, so a draft's card shows it.
import { useRef, useState } from 'react';
import { useCreate, useDataProvider, useTranslate, useUpdate } from 'react-admin';
import type { TemplatePage } from '../../../../contract/pageTemplates';
import { PAGE_CHANGE_FIELDS, pageUnchanged } from '../../../../contract/pageTemplatesRules';
import { useShowResult, useShowSuccess } from '../../../ui/ResultProvider';
import { useStaleSave } from '../../../ui/useStaleSave';
import { TEMPLATE_PAGES_RESOURCE } from '../pageTemplatesAccess';
import type { TemplatePagesProvider } from '../templatePagesProvider';
import { pagesResourceOf, templateParam, type PagesTab, type TemplateRef } from '../templatePagesResources';
import { pageImagePage, pagePreviewPage } from '../paths';
import { capturePreviewImage } from '../preview/capturePreviewImage';
import { handOverCode, handOverImage } from '../preview/previewHandoff';
import { renderPage } from '../preview/renderPage';
import { draftBody, draftIdOf, draftValuesOf, type DraftFormValues } from './draftValues';

const consolePath = (path: string) => `${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`;

const onlyStatusChanged = (saved: DraftFormValues, next: DraftFormValues) =>
  saved.status !== next.status && PAGE_CHANGE_FIELDS.every((f) => f === 'status' || saved[f] === next[f]);

export function useDraftActions(template: TemplateRef, page: TemplatePage | undefined, done: (tab: PagesTab) => void) {
  const translate = useTranslate();
  const provider = useDataProvider<TemplatePagesProvider>();
  // The drafts' resource: react-admin refreshes its lists after the add or change.
  const drafts = pagesResourceOf(template.kind, 'drafts');
  const [create] = useCreate<TemplatePage>();
  const [update] = useUpdate<TemplatePage>();
  const showSuccess = useShowSuccess();
  const showResult = useShowResult();
  const [busy, setBusy] = useState<string | null>(null);
  // What the draft holds on the server now (it changes when Preview Image stores a picture).
  const [saved, setSaved] = useState<TemplatePage | undefined>(page?.stage === 'draft' ? page : undefined);
  const draftId = draftIdOf(page);
  // The rendered page the form's picture shows (unknown for a picture that came with the draft).
  const pictured = useRef<string | null>(null);

  // The draft as someone else saved it since it was opened, when a save was refused for it (409).
  const stale = useStaleSave<TemplatePage>(setSaved);

  const run = async (name: string, action: () => Promise<void>) => {
    setBusy(name);
    try {
      await action();
    } catch (error) {
      if (!stale.refused(error)) showResult({ severity: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(null);
    }
  };

  /** The values with a picture of the page as rendered now; as they are when it does not render or the picture fails. */
  const pictureOf = async (values: DraftFormValues): Promise<DraftFormValues> => {
    const result = renderPage(values.content ?? '', values.dataForPreview ?? '');
    if ('error' in result) return values;
    // The picture already shows this rendering: made here of it, or the saved draft's of the same content and data.
    const sameRendering = pictured.current === null
      ? !!saved && saved.content === values.content && saved.dataForPreview === values.dataForPreview
      : pictured.current === result.html;
    if (values.previewImage && sameRendering) return values;
    try {
      const previewImage = await capturePreviewImage(result.html);
      pictured.current = result.html;
      return { ...values, previewImage };
    } catch {
      return values;
    }
  };

  /** Writes the draft (with a picture of it); its id. */
  const write = async (formValues: DraftFormValues, publish: boolean) => {
    const values = await pictureOf(formValues);
    const body = draftBody(values, publish, page?.appId);
    if (draftId === undefined) {
      // With returnPromise the answer is the saved record (react-admin's type also allows void).
      const created = await create(drafts, { data: { ...body, ...templateParam(template) } }, { returnPromise: true }) as TemplatePage;
      return created.id;
    }
    await update(drafts, { id: draftId, data: body, previousData: saved }, { mutationMode: 'pessimistic', returnPromise: true });
    return draftId;
  };

  const unchanged = (values: DraftFormValues) => !!saved && pageUnchanged(draftValuesOf(saved), values);

  const saveDraft = (values: DraftFormValues) => run('draft', async () => {
    if (unchanged(values)) {
      showResult({ severity: 'info', message: translate('pageTemplates.messages.nothingChanged') });
      return;
    }
    const statusOnly = !!saved && onlyStatusChanged(draftValuesOf(saved), values);
    await write(values, false);
    showSuccess(translate(statusOnly ? 'pageTemplates.messages.statusUpdated' : `resources.${drafts}.notifications.${draftId === undefined ? 'created' : 'updated'}`));
    done('drafts');
  });

  const publish = (values: DraftFormValues) => run('publish', async () => {
    const id = unchanged(values) ? draftId! : await write(values, true);
    await provider.publish(TEMPLATE_PAGES_RESOURCE, template.kind, id);
    showSuccess(translate('pageTemplates.messages.published'));
    done('published');
  });

  const rendered = (values: DraftFormValues) => {
    const result = renderPage(values.content ?? '', values.dataForPreview ?? '');
    if ('error' in result) throw new Error(result.error);
    return result.html;
  };

  const preview = (values: DraftFormValues) => run('preview', async () => {
    handOverCode(rendered(values));
    window.open(consolePath(pagePreviewPage.path({ templateId: template.id })), '_blank', 'noopener');
  });

  const previewImage = (values: DraftFormValues, setImage: (image: string) => void) => run('image', async () => {
    const html = rendered(values);
    const tab = window.open('about:blank', '_blank');
    try {
      const image = await capturePreviewImage(html);
      pictured.current = html;
      setImage(image);
      if (saved) setSaved((await provider.saveImage(TEMPLATE_PAGES_RESOURCE, template.kind, saved.id, image)).data);
      handOverImage(image);
      if (tab) tab.location.href = consolePath(pageImagePage.path({ templateId: template.id }));
    } catch (error) {
      tab?.close();
      throw error;
    }
  });

  return { busy, saveDraft, publish, preview, previewImage, stale };
}

