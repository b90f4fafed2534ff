// The new domain's wire contract (contract/): its schemas, its flags and its limits, which both
// tiers import (the console takes the schema module's types only).
import type { DomainNames } from '../names';

export const flagsFile = (n: DomainNames) => `// The ${n.name} domain's permission flags, declared once: the server's guards, the AdminApp catalog
// (server/src/seed/platformCatalog.ts) and the console's page, menu entry and access rule use them.
// Owners hold them through allpermissions. No TypeBox here: the console imports this file.

/** Reading ${n.pluralLabel}: the list and one ${n.singularLabel.toLowerCase()}. */
export const VIEW_${n.CONSTANT} = 'view_${n.snake}';
/** Creating, changing and deleting ${n.pluralLabel} (and reading them). */
export const EDIT_${n.CONSTANT} = 'edit_${n.snake}';

/** Who may read ${n.pluralLabel}: either flag. */
export const READ_${n.CONSTANT}_FLAGS = [VIEW_${n.CONSTANT}, EDIT_${n.CONSTANT}];
`;

export const rulesFile = (n: DomainNames) => `// What both tiers know about a ${n.singularLabel.toLowerCase()}: the limits the server's schemas (contract/${n.name}.ts)
// enforce and the console's form checks first, and the list's sort fields. No TypeBox here.

export const ${n.SINGULAR_CONSTANT}_NAME_MAX = 200;
export const ${n.SINGULAR_CONSTANT}_DESCRIPTION_MAX = 2000;

/** The fields the list sorts by: the server whitelists them, the console's sortable columns use them. */
export const ${n.SINGULAR_CONSTANT}_SORT_FIELDS = ['name', 'updatedAt', 'id'] as const;
export type ${n.Singular}SortField = (typeof ${n.SINGULAR_CONSTANT}_SORT_FIELDS)[number];
`;

export const schemasFile = (n: DomainNames) => `// The ${n.name} domain's wire shapes: TypeBox schemas for the server's routes (and the OpenAPI
// document), and their Static types, which the console imports with \`import type\` only.
import { Type, type Static } from 'typebox';
import { Count, Id, Nullable } from './wireTypes';
import { DEFAULT_PAGE_SIZE } from './paging';
import { ${n.SINGULAR_CONSTANT}_DESCRIPTION_MAX, ${n.SINGULAR_CONSTANT}_NAME_MAX, ${n.SINGULAR_CONSTANT}_SORT_FIELDS } from './${n.name}Rules';

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
 * GET /${n.kebab} in the console mapping's \`sortBy\` dialect: zero-based \`pageNo\`, \`pageSize\`,
 * \`sortBy\`, \`sortDir\`, the search box as \`query\`. Bounds as the platform's other lists.
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

/** The one- and change-calls name the account too (the console mapping's extraQuery). */
export const ${n.Singular}AccountQuery = Type.Object({ accountId: Type.Optional(Id({ description: 'Must be the accountId header' })) });

export const ${n.Singular}IdParams = Type.Object({ id: Id({ description: '${n.singularLabel} id' }) });
/** Single answers: the record under \`data\` (the console's mapping reads \`recordField: 'data'\`). */
export const ${n.Singular}Answer = Type.Object({ message: Type.String(), data: ${n.Singular} });
export const ${n.Singular}Message = Type.Object({ message: Type.String() });
`;
