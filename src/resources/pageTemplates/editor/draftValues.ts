// The editor's form values: a page's draft fields, from a page being edited or for a new draft (§4: a new
// draft starts ACTIVE), and the body the draft calls take.
import type { DraftValues, TemplatePage, TemplatePageDraftFields } from '../../../../contract/pageTemplates';

export type DraftFormValues = DraftValues;

export const draftValuesOf = (page?: TemplatePage): DraftFormValues => ({
  pageName: page?.pageName ?? '',
  description: page?.description ?? '',
  category: page?.category ?? '',
  comments: page?.comments ?? '',
  status: page?.status ?? 'ACTIVE',
  content: page?.content ?? '',
  dataForPreview: page?.dataForPreview ?? '{}',
  previewImage: page?.previewImage ?? '',
  stable: page?.stable ?? false,
});

export const draftBody = (values: DraftFormValues, publish: boolean, appId?: number | null): TemplatePageDraftFields => ({
  pageName: values.pageName, description: values.description ?? '', category: values.category ?? '', comments: values.comments ?? '',
  status: values.status, content: values.content ?? '', dataForPreview: values.dataForPreview ?? '{}', previewImage: values.previewImage ?? '',
  stable: !!values.stable, publish, appId: appId ?? undefined,
});

/** The draft a page's save writes: the page itself when it is a draft, the draft it was published from otherwise. */
export const draftIdOf = (page?: TemplatePage): number | undefined =>
  page ? (page.stage === 'draft' ? page.id : page.draftId ?? undefined) : undefined;
