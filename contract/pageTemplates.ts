// The pageTemplates domain's wire shapes: TypeBox schemas for the server's routes (and the OpenAPI
// document), and their Static types, which the console imports with `import type` only.
import { Type, type Static } from 'typebox';
import { Count, Id, Nullable } from './wireTypes';
import { DEFAULT_PAGE_SIZE } from './paging';
import { PAGE_TEMPLATE_DESCRIPTION_MAX, PAGE_TEMPLATE_NAME_MAX, PAGE_TEMPLATE_SORT_FIELDS } from './pageTemplatesRules';

/** A page template as the server answers it. */
export const PageTemplate = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type PageTemplate = Static<typeof PageTemplate>;

/**
 * Create and update body. react-admin sends the whole record back on update; fields other than
 * these (id, updatedAt) are ignored. An emptied description may arrive as null.
 */
export const PageTemplateBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: PAGE_TEMPLATE_NAME_MAX }),
  description: Type.Optional(Nullable(Type.String({ maxLength: PAGE_TEMPLATE_DESCRIPTION_MAX }))),
});
export type PageTemplateBody = Static<typeof PageTemplateBody>;

/**
 * GET /page-templates in the console mapping's `sortBy` dialect: zero-based `pageNo`, `pageSize`,
 * `sortBy`, `sortDir`, the search box as `query`. Bounds as the platform's other lists.
 */
export const PageTemplateListQuery = Type.Object({
  accountId: Type.Optional(Id({ description: 'Must be the accountId header' })),
  pageNo: Type.Optional(Count({ maximum: 100_000, default: 0, description: 'Zero-based page number' })),
  pageSize: Type.Optional(Id({ maximum: 100, default: DEFAULT_PAGE_SIZE, description: 'Rows per page' })),
  sortBy: Type.Optional(Type.Enum([...PAGE_TEMPLATE_SORT_FIELDS], { description: `Sort field: ${PAGE_TEMPLATE_SORT_FIELDS.join(', ')}` })),
  sortDir: Type.Optional(Type.Enum(['asc', 'desc'], { description: 'Sort direction' })),
  query: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive search in the name' })),
});
export type PageTemplateListQuery = Static<typeof PageTemplateListQuery>;

/** The one- and change-calls name the account too (the console mapping's extraQuery). */
export const PageTemplateAccountQuery = Type.Object({ accountId: Type.Optional(Id({ description: 'Must be the accountId header' })) });

export const PageTemplateIdParams = Type.Object({ id: Id({ description: 'Page template id' }) });
/** Single answers: the record under `data` (the console's mapping reads `recordField: 'data'`). */
export const PageTemplateAnswer = Type.Object({ message: Type.String(), data: PageTemplate });
export const PageTemplateMessage = Type.Object({ message: Type.String() });
