// The pageTemplates domain's wire shapes (developer-portal.md §3, §7 "Page templates"): TypeBox schemas for
// the server's routes (and the OpenAPI document), and their Static types, which the console imports with
// `import type` only.
import { Type, type Static } from 'typebox';
import { Count, Id, Nullable } from './wireTypes';
import { DEFAULT_PAGE_SIZE } from './paging';
import { pagedResponse } from './pagingSchemas';
import {
  PAGE_CATEGORY_MAX, PAGE_COMMENTS_MAX, PAGE_CONTENT_MAX, PAGE_DESCRIPTION_MAX, PAGE_NAME_MAX, PAGE_PREVIEW_DATA_MAX, PAGE_STATUSES,
  PAGE_TEMPLATE_DESCRIPTION_MAX, PAGE_TEMPLATE_NAME_MAX, PAGE_TEMPLATE_SORT_FIELDS, PREVIEW_IMAGE_MAX,
} from './pageTemplatesRules';

/** A page template (an app's, or an instance's when appInstanceId is set) as the server answers it. */
export const PageTemplate = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  accountId: Type.Integer(),
  appId: Nullable(Type.Integer()),
  appName: Type.String(),
  appInstanceId: Nullable(Type.Integer()),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type PageTemplate = Static<typeof PageTemplate>;

const templateFields = {
  name: Type.String({ minLength: 1, maxLength: PAGE_TEMPLATE_NAME_MAX }),
  description: Type.Optional(Nullable(Type.String({ maxLength: PAGE_TEMPLATE_DESCRIPTION_MAX }))),
};

/** An app template's create and update body (react-admin sends the whole record back; other fields are ignored). */
export const PageTemplateBody = Type.Object({ ...templateFields, appId: Id({ description: 'The app the template is for' }) });
export type PageTemplateBody = Static<typeof PageTemplateBody>;

/** An instance template's body: the account's instance it is for. */
export const InstanceTemplateBody = Type.Object({ ...templateFields, appInstanceId: Id({ description: "The account's app instance" }) });
export type InstanceTemplateBody = Static<typeof InstanceTemplateBody>;

/**
 * The templates lists: zero-based `pageNo`/`pageSize` (the spec's app templates) or `page`/`size` (its
 * instance templates), `sortBy`, `sortDir`, the search box as `query`.
 */
export const PageTemplateListQuery = Type.Object({
  accountId: Type.Optional(Id({ description: 'Must be the accountId header' })),
  appId: Type.Optional(Id({ description: 'Only the templates of this app' })),
  appInstanceId: Type.Optional(Id({ description: 'Only the templates of this instance' })),
  pageNo: Type.Optional(Count({ maximum: 100_000, description: 'Zero-based page number' })),
  pageSize: Type.Optional(Id({ maximum: 100, description: 'Rows per page' })),
  page: Type.Optional(Count({ maximum: 100_000, description: 'Zero-based page number (same as pageNo)' })),
  size: Type.Optional(Id({ maximum: 100, description: `Rows per page (same as pageSize; default ${DEFAULT_PAGE_SIZE})` })),
  sortBy: Type.Optional(Type.Enum([...PAGE_TEMPLATE_SORT_FIELDS], { description: `Sort field: ${PAGE_TEMPLATE_SORT_FIELDS.join(', ')}` })),
  sortDir: Type.Optional(Type.Enum(['asc', 'desc', 'ASC', 'DESC'], { description: 'Sort direction' })),
  query: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive search in the name' })),
});
export type PageTemplateListQuery = Static<typeof PageTemplateListQuery>;

/** The one- and change-calls name the account too (the console mapping's extraQuery). */
export const PageTemplateAccountQuery = Type.Object({ accountId: Type.Optional(Id({ description: 'Must be the accountId header' })) });

export const PageTemplateIdParams = Type.Object({ id: Id({ description: 'Record id' }) });
/** Single answers: the record under `data` (the console's mapping reads `recordField: 'data'`). */
export const PageTemplateAnswer = Type.Object({ message: Type.String(), data: PageTemplate });
export const PageTemplateMessage = Type.Object({ message: Type.String() });

/** What a template may be for: the apps the account develops or holds an instance of, and its instances. */
export const TemplateTargets = Type.Object({
  apps: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  instances: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), appId: Type.Integer() })),
});
export type TemplateTargets = Static<typeof TemplateTargets>;

/** A template page: a draft, or a published page (draftId: the draft it was published from). */
export const TemplatePage = Type.Object({
  id: Type.Integer(),
  stage: Type.Enum(['draft', 'published']),
  draftId: Nullable(Type.Integer()),
  templateId: Type.Integer(),
  /** The template's id again under the instance calls' name (set when the template is an instance's). */
  instanceTemplateId: Nullable(Type.Integer()),
  appId: Nullable(Type.Integer()),
  appInstanceId: Nullable(Type.Integer()),
  pageName: Type.String(),
  description: Type.String(),
  category: Type.String(),
  comments: Type.String(),
  status: Type.Enum([...PAGE_STATUSES]),
  content: Type.String(),
  dataForPreview: Type.String(),
  previewImage: Type.String(),
  stable: Type.Boolean(),
  revision: Type.Integer(),
  userCreated: Nullable(Type.Integer()),
  userEdited: Nullable(Type.Integer()),
  createdDatetime: Type.String({ format: 'date-time' }),
  updatedDatetime: Type.String({ format: 'date-time' }),
});
export type TemplatePage = Static<typeof TemplatePage>;

/** A PNG or JPEG data URL (the route checks the form: contract/pageTemplatesRules.ts isPreviewImage). */
export const PreviewImage = Type.String({ maxLength: PREVIEW_IMAGE_MAX, description: `A PNG or JPEG data URL, at most ${PREVIEW_IMAGE_MAX} characters` });

/** The draft's fields, as the editor sends them (§3 Template page draft). */
const draftFields = {
  pageName: Type.String({ maxLength: PAGE_NAME_MAX * 4, description: `Required, at most ${PAGE_NAME_MAX} characters` }),
  description: Type.String({ maxLength: PAGE_DESCRIPTION_MAX, description: 'Rich text (HTML), required' }),
  category: Type.Optional(Type.String({ maxLength: PAGE_CATEGORY_MAX })),
  comments: Type.Optional(Type.String({ maxLength: PAGE_COMMENTS_MAX })),
  status: Type.Enum([...PAGE_STATUSES], { description: 'Required: ACTIVE or INACTIVE' }),
  content: Type.Optional(Type.String({ maxLength: PAGE_CONTENT_MAX })),
  dataForPreview: Type.Optional(Type.String({ maxLength: PAGE_PREVIEW_DATA_MAX, description: 'JSON text of an object' })),
  previewImage: Type.Optional(PreviewImage),
  stable: Type.Optional(Type.Boolean()),
  /** The editor's Publish sends it; the publish call follows (it does not publish by itself). */
  publish: Type.Optional(Type.Boolean()),
  appId: Type.Optional(Nullable(Id())),
};

/** POST template-pages-draft: the draft's fields and its template. */
export const TemplatePageDraftCreate = Type.Object({ templateId: Id({ description: 'The page template' }), ...draftFields });
/** POST instance-template-pages-draft: as above, the template named instanceTemplateId. */
export const InstanceTemplatePageDraftCreate = Type.Object({ instanceTemplateId: Id({ description: 'The instance template' }), ...draftFields });
/** PUT ...-draft/{id}: the draft's fields (the record's other fields are ignored). */
export const TemplatePageDraftUpdate = Type.Object(draftFields);
export type TemplatePageDraftFields = Static<typeof TemplatePageDraftUpdate>;
/** A draft's own fields, every one present: the editor's form values and what the server stores. */
export type DraftValues = Required<Omit<TemplatePageDraftFields, 'publish' | 'appId'>>;

/** PUT template-pages/{id}: a published page's status (the card's switch on the published tab). */
export const PublishedPageStatus = Type.Object({ status: Type.Enum([...PAGE_STATUSES]) });
/** PUT ...-draft/{id}/preview-image: the draft's new preview image. */
export const PreviewImageBody = Type.Object({ previewImage: PreviewImage });

const pagesListFields = {
  accountId: Type.Optional(Id({ description: 'Must be the accountId header' })),
  page: Type.Optional(Count({ maximum: 100_000, default: 0, description: 'Zero-based page number' })),
  size: Type.Optional(Id({ maximum: 1000, default: DEFAULT_PAGE_SIZE, description: 'Rows per page' })),
  sort: Type.Optional(Type.String({ maxLength: 80, description: 'field,asc|desc with field one of pageName, updatedAt, id' })),
  query: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive search in the page name, description and category' })),
};
export const TemplatePagesQuery = Type.Object({ templateId: Id({ description: 'The page template' }), ...pagesListFields });
export const InstanceTemplatePagesQuery = Type.Object({ instanceTemplateId: Id({ description: 'The instance template' }), ...pagesListFields });

export const TemplatePageAnswer = Type.Object({
  message: Type.String(),
  data: TemplatePage,
  /** False when a draft save changed none of §4's fields (nothing was written). */
  changed: Type.Optional(Type.Boolean()),
});
export type TemplatePageAnswer = Static<typeof TemplatePageAnswer>;

/** A page of templates, as the templates lists answer it. */
export const PageTemplatePage = pagedResponse(PageTemplate);
/** A page of a template's drafts or published pages. */
export const TemplatePagesPage = pagedResponse(TemplatePage);
