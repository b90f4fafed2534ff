// The new domain's wire contract (contract/): its schemas, its flags, its limits and its routes,
// which both tiers import (the console takes the schema module's types only).
import type { FileRefs } from '../layout';
import type { DomainNames } from '../names';

export const flagsFile = (n: DomainNames) => `// The ${n.name} domain's permission flags, declared once: the server's guards, the AdminApp catalog
// (the domain's server index.ts adds them there), the route declarations (${n.name}Routes.ts) and the console's
// page and menu entry use them. Owners hold them through allpermissions. No TypeBox here: the
// console imports this file.

/** Reading ${n.pluralLabel}: the list and one ${n.singularLabel.toLowerCase()}. */
export const VIEW_${n.CONSTANT} = 'view_${n.snake}';
/** Creating, changing and deleting ${n.pluralLabel} (and reading them). */
export const EDIT_${n.CONSTANT} = 'edit_${n.snake}';

/** Who may read ${n.pluralLabel}: either flag. */
export const READ_${n.CONSTANT}_FLAGS = [VIEW_${n.CONSTANT}, EDIT_${n.CONSTANT}];
`;

export const rulesFile = (n: DomainNames, r: FileRefs) => `// What both tiers know about a ${n.singularLabel.toLowerCase()}: the limits the server's schemas (${r.path('schemas')})
// enforce and the console's form checks first, and the list's sort fields. No TypeBox here.

export const ${n.SINGULAR_CONSTANT}_NAME_MAX = 200;
export const ${n.SINGULAR_CONSTANT}_DESCRIPTION_MAX = 2000;

/** The fields the list sorts by: the server whitelists them, the console's sortable columns use them. */
export const ${n.SINGULAR_CONSTANT}_SORT_FIELDS = ['name', 'updatedAt', 'id'] as const;
export type ${n.Singular}SortField = (typeof ${n.SINGULAR_CONSTANT}_SORT_FIELDS)[number];
`;

export const schemasFile = (n: DomainNames, r: FileRefs) => `// The ${n.name} domain's wire shapes: TypeBox schemas for the server's routes (and the OpenAPI
// document), and their Static types, which the console imports with \`import type\` only.
import { Type, type Static } from 'typebox';
import { Count, Id, Nullable } from '${r.host('contract/wireTypes')}';
import { DEFAULT_PAGE_SIZE } from '${r.host('contract/paging')}';
import { pagedResponse } from '${r.host('contract/pagingSchemas')}';
import { ${n.SINGULAR_CONSTANT}_DESCRIPTION_MAX, ${n.SINGULAR_CONSTANT}_NAME_MAX, ${n.SINGULAR_CONSTANT}_SORT_FIELDS } from '${r.own('rules')}';

/** A ${n.singularLabel.toLowerCase()} as the server answers it. */
export const ${n.Singular} = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ${n.Singular} = Static<typeof ${n.Singular}>;

/**
 * Create and update body. react-admin sends the whole record back on update; fields other than
 * these (id, updatedAt) are ignored. An emptied description may arrive as null.
 */
export const ${n.Singular}Body = Type.Object({
  name: Type.String({ minLength: 1, maxLength: ${n.SINGULAR_CONSTANT}_NAME_MAX }),
  description: Type.Optional(Nullable(Type.String({ maxLength: ${n.SINGULAR_CONSTANT}_DESCRIPTION_MAX }))),
});
export type ${n.Singular}Body = Static<typeof ${n.Singular}Body>;

/**
 * The list in its declared \`sortBy\` dialect: zero-based \`pageNo\`, \`pageSize\`, \`sortBy\`,
 * \`sortDir\`, the search box as \`query\`. Bounds as the platform's other lists.
 */
export const ${n.Singular}ListQuery = Type.Object({
  accountId: Type.Optional(Id({ description: 'Must be the accountId header' })),
  pageNo: Type.Optional(Count({ maximum: 100_000, default: 0, description: 'Zero-based page number' })),
  pageSize: Type.Optional(Id({ maximum: 100, default: DEFAULT_PAGE_SIZE, description: 'Rows per page' })),
  sortBy: Type.Optional(Type.Enum([...${n.SINGULAR_CONSTANT}_SORT_FIELDS], { description: \`Sort field: \${${n.SINGULAR_CONSTANT}_SORT_FIELDS.join(', ')}\` })),
  sortDir: Type.Optional(Type.Enum(['asc', 'desc'], { description: 'Sort direction' })),
  query: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive search in the name' })),
});
export type ${n.Singular}ListQuery = Static<typeof ${n.Singular}ListQuery>;
export const ${n.Singular}Page = pagedResponse(${n.Singular});

/** The one- and change-calls may name the account too; the console leaves it to the headers. */
export const ${n.Singular}AccountQuery = Type.Object({ accountId: Type.Optional(Id({ description: 'Must be the accountId header' })) });

export const ${n.Singular}IdParams = Type.Object({ id: Id({ description: '${n.singularLabel} id' }) });
/** Single answers: the record under \`data\`, where the console's declared resource reads it. */
export const ${n.Singular}Answer = Type.Object({ message: Type.String(), data: ${n.Singular} });
export const ${n.Singular}Message = Type.Object({ message: Type.String() });
`;

export const declarationsFile = (n: DomainNames, r: FileRefs) => `// The ${n.name} domain's routes under /manage, declared once: the server mounts them
// (${r.path('routes')}) and the console's resource calls them
// (${r.path('resources')}) by these names, guarded by these flags: reading by
// either flag, changing by edit_${n.snake}. What each takes and answers are the TypeBox schemas of
// ${r.path('schemas')}, named by type only.
import type {
  ${n.Singular}AccountQuery, ${n.Singular}Answer, ${n.Singular}Body, ${n.Singular}IdParams, ${n.Singular}ListQuery, ${n.Singular}Message, ${n.Singular}Page,
} from '${r.own('schemas')}';
import { namedRoutes, route } from '${r.host('contract/routeTable')}';
import { EDIT_${n.CONSTANT}, READ_${n.CONSTANT}_FLAGS } from '${r.own('flags')}';

const service = 'manage';
type InAccount = { query: typeof ${n.Singular}AccountQuery };
type ById = InAccount & { params: typeof ${n.Singular}IdParams };

/** The account's ${n.pluralLabel}: listed, read one by one, created, changed and deleted. */
export const ${n.singular}Routes = namedRoutes('${n.name}', {
  list: route<{ query: typeof ${n.Singular}ListQuery; response: typeof ${n.Singular}Page }>({
    service, method: 'GET', path: '/${n.kebab}', flags: READ_${n.CONSTANT}_FLAGS, paging: 'sortBy',
  }),
  getOne: route<ById & { response: typeof ${n.Singular}Answer }>({
    service, method: 'GET', path: '/${n.kebab}/:id', flags: READ_${n.CONSTANT}_FLAGS,
  }),
  create: route<InAccount & { body: typeof ${n.Singular}Body; response: typeof ${n.Singular}Answer }>({
    service, method: 'POST', path: '/${n.kebab}', flags: [EDIT_${n.CONSTANT}],
  }),
  update: route<ById & { body: typeof ${n.Singular}Body; response: typeof ${n.Singular}Answer }>({
    service, method: 'PUT', path: '/${n.kebab}/:id', flags: [EDIT_${n.CONSTANT}],
  }),
  remove: route<ById & { response: typeof ${n.Singular}Message }>({
    service, method: 'DELETE', path: '/${n.kebab}/:id', flags: [EDIT_${n.CONSTANT}],
  }),
});
`;
