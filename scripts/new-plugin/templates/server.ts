// The new domain's server side, all in one folder (server/src/domains/<name>/, or a package's server/):
// its table (tables.ts, which drizzle-kit finds there), its Fastify plugin with the permissions it adds
// to the catalog and its API tag, its routes and its store.
import type { FileRefs } from '../layout';
import type { DomainNames } from '../names';

export const tableFile = (n: DomainNames, r: FileRefs) => `// The ${n.name} domain's table: a ${n.singularLabel.toLowerCase()} belongs to one account, and every query names the
// caller's verified account. Its migration was written by \`npx drizzle-kit generate\`.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from '${r.host('server/src/db/tables/columns')}';
import { accounts } from '${r.host('server/src/db/tables/people')}';

export const ${n.name} = pgTable('${n.snake}', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  description: text().notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // The list: an account's ${n.pluralLabel}, newest change first (the console's default sort), or by name.
  index('${n.snake}_account_updated').on(t.accountId, t.updatedAt, t.id),
  index('${n.snake}_account_name').on(t.accountId, sql\`lower(\${t.name})\`, t.id),
]);
`;

const routesName = (n: DomainNames) => `${n.singular}Routes`;

export const domainIndexFile = (n: DomainNames, r: FileRefs) => `// ${n.title}: the account's ${n.pluralLabel}, under /manage (the service its routes declare). Every route
// is authenticated by default and adds its declared flags (${r.path('declarations')}) in the account
// of the headers.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '${r.host('server/src/security/authenticatedByDefault')}';
import { EDIT_${n.CONSTANT}, VIEW_${n.CONSTANT} } from '${r.own('flags')}';
import { SERVICE_PREFIXES } from '${r.host('contract/services')}';
import ${routesName(n)} from '${r.own('routes')}';

/** The flags this domain adds to the AdminApp catalog, so roles can grant them (owners hold them through allpermissions). */
export const adminPermissions = {
  [VIEW_${n.CONSTANT}]: 'View ${n.pluralLabel}',
  [EDIT_${n.CONSTANT}]: 'Create, change and delete ${n.pluralLabel}',
};

/** Its operations' tag in the API description (their names' first segment, ${r.path('declarations')}). */
export const openApiTags = [{ name: '${n.name}', description: "The account's ${n.pluralLabel}" }];

const ${n.name}: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(${routesName(n)}, { prefix: SERVICE_PREFIXES.manage });
};

export default ${n.name};
`;

export const routesFile = (n: DomainNames, r: FileRefs) => `// The ${n.pluralLabel} routes, each mounted from its declaration (${r.path('declarations')}: its path
// under /manage and its guard's flags): the list (paged, sorted and searched in the 'sortBy' dialect),
// one ${n.singularLabel.toLowerCase()}, create, change and delete. Each reads and writes the rows of the account the
// accountId header names, as the guard verified it.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, forbidden, notFound } from '${r.host('server/src/http/errors')}';
import { mountDeclared } from '${r.host('server/src/http/declaredRoute')}';
import { requireTenant } from '${r.host('server/src/security/guard')}';
import { DEFAULT_PAGE_SIZE } from '${r.host('contract/paging')}';
import {
  ${n.Singular}AccountQuery, ${n.Singular}Answer, ${n.Singular}Body, ${n.Singular}IdParams, ${n.Singular}ListQuery, ${n.Singular}Message, ${n.Singular}Page,
} from '${r.own('schemas')}';
import { ${n.singular}Routes as declared } from '${r.own('declarations')}';
import { create${n.Singular}, delete${n.Singular}, find${n.Singular}, list${n.Plural}, update${n.Singular}, type ${n.Singular}Values } from '${r.own('store')}';

const NOT_FOUND = '${n.singularLabel}';

/** A query's accountId, when given, must be the account the guard verified from the headers. */
function accountOf(request: FastifyRequest & { query: { accountId?: number } }): number {
  const tenant = requireTenant(request);
  if (request.query.accountId !== undefined && request.query.accountId !== tenant.accountId) {
    throw forbidden('The accountId must be the accountId header');
  }
  return tenant.accountId;
}

/** The body trimmed; a name of spaces only is a 400. */
function valuesOf(body: ${n.Singular}Body): ${n.Singular}Values {
  const name = body.name.trim();
  if (!name) throw badRequest('Name is required', { field: 'name' });
  return { name, description: body.description?.trim() ?? '' };
}

const ${routesName(n)}: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  mountDeclared(app, declared.list, { query: ${n.Singular}ListQuery, response: ${n.Singular}Page }, {
    summary: "The account's ${n.pluralLabel}, paged, sorted and searched by name", errors: [400, 401, 403],
  }, async (request) => {
    const q = request.query;
    return list${n.Plural}(
      db, accountOf(request), q.query?.trim() || undefined,
      q.sortBy ? { field: q.sortBy, direction: q.sortDir ?? 'asc' } : { field: 'updatedAt', direction: 'desc' },
      { page: q.pageNo ?? 0, size: q.pageSize ?? DEFAULT_PAGE_SIZE },
    );
  });

  mountDeclared(app, declared.getOne, { params: ${n.Singular}IdParams, query: ${n.Singular}AccountQuery, response: ${n.Singular}Answer }, {
    summary: "One of the account's ${n.pluralLabel}", errors: [400, 401, 403, 404],
  }, async (request) => {
    const found = await find${n.Singular}(db, accountOf(request), request.params.id);
    if (!found) throw notFound(NOT_FOUND);
    return { message: '${n.singularLabel}', data: found };
  });

  mountDeclared(app, declared.create, { query: ${n.Singular}AccountQuery, body: ${n.Singular}Body, response: ${n.Singular}Answer }, {
    summary: 'Create a ${n.singularLabel.toLowerCase()} in the account', status: 201, errors: [400, 401, 403],
  }, async (request, reply) => {
    const created = await create${n.Singular}(db, accountOf(request), valuesOf(request.body));
    return reply.code(201).send({ message: '${n.singularLabel} created', data: created });
  });

  mountDeclared(app, declared.update, { params: ${n.Singular}IdParams, query: ${n.Singular}AccountQuery, body: ${n.Singular}Body, response: ${n.Singular}Answer }, {
    summary: "Change one of the account's ${n.pluralLabel}", errors: [400, 401, 403, 404],
  }, async (request) => {
    const updated = await update${n.Singular}(db, accountOf(request), request.params.id, valuesOf(request.body));
    if (!updated) throw notFound(NOT_FOUND);
    return { message: '${n.singularLabel} updated', data: updated };
  });

  mountDeclared(app, declared.remove, { params: ${n.Singular}IdParams, query: ${n.Singular}AccountQuery, response: ${n.Singular}Message }, {
    summary: "Delete one of the account's ${n.pluralLabel}", errors: [400, 401, 403, 404],
  }, async (request) => {
    if (!(await delete${n.Singular}(db, accountOf(request), request.params.id))) throw notFound(NOT_FOUND);
    return { message: '${n.singularLabel} deleted' };
  });
};

export default ${routesName(n)};
`;

export const storeFile = (n: DomainNames, r: FileRefs) => `// All of the ${n.name} domain's SQL. Every function takes the caller's verified account: a row of
// another account is not found.
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '${r.host('server/src/db/connection')}';
import { ${n.name} } from '${r.own('table')}';
import {
  containsPattern, orderByClause, pageOffset, pageWithTotal, type Page, type SortSpec,
} from '${r.host('server/src/http/paging')}';
import type { ${n.Singular} } from '${r.own('schemas')}';
import type { ${n.Singular}SortField } from '${r.own('rules')}';

/** What a create or an update writes (trimmed by the routes). */
export interface ${n.Singular}Values {
  name: string;
  description: string;
}

type ${n.Singular}Row = Pick<typeof ${n.name}.$inferSelect, 'id' | 'name' | 'description' | 'updatedAt'>;

const to${n.Singular} = (row: ${n.Singular}Row): ${n.Singular} => ({
  id: row.id, name: row.name, description: row.description, updatedAt: row.updatedAt.toISOString(),
});

const columns = { id: ${n.name}.id, name: ${n.name}.name, description: ${n.name}.description, updatedAt: ${n.name}.updatedAt };

const sortColumns = { name: sql\`lower(\${${n.name}.name})\`, updatedAt: ${n.name}.updatedAt, id: ${n.name}.id };

const ofAccount = (accountId: number, id: number) => and(eq(${n.name}.accountId, accountId), eq(${n.name}.id, id));

/** One page of the account's ${n.pluralLabel} and the list's total, in the wire's \`{ content, totalElements }\`. */
export async function list${n.Plural}(db: Db, accountId: number, query: string | undefined, sort: SortSpec<${n.Singular}SortField>, page: Page) {
  const where = and(eq(${n.name}.accountId, accountId), query ? ilike(${n.name}.name, containsPattern(query)) : undefined);
  const rows = await db.select({ ...columns, total: sql<number>\`count(*) over()\`.mapWith(Number) }).from(${n.name})
    .where(where).orderBy(...orderByClause(sortColumns, sort, ${n.name}.id))
    .limit(page.size).offset(pageOffset(page.page, page.size));
  const { rows: content, totalElements } = await pageWithTotal(rows, page.page, async () =>
    (await db.select({ total: sql<number>\`count(*)\`.mapWith(Number) }).from(${n.name}).where(where))[0].total);
  return { content: content.map(to${n.Singular}), totalElements };
}

export async function find${n.Singular}(db: Db, accountId: number, id: number): Promise<${n.Singular} | undefined> {
  const [row] = await db.select(columns).from(${n.name}).where(ofAccount(accountId, id));
  return row && to${n.Singular}(row);
}

export async function create${n.Singular}(db: Db, accountId: number, values: ${n.Singular}Values): Promise<${n.Singular}> {
  const [row] = await db.insert(${n.name}).values({ accountId, ...values }).returning(columns);
  return to${n.Singular}(row);
}

/** The changed row, or undefined when the account has no such ${n.singularLabel.toLowerCase()}. */
export async function update${n.Singular}(db: Db, accountId: number, id: number, values: ${n.Singular}Values): Promise<${n.Singular} | undefined> {
  const [row] = await db.update(${n.name}).set({ ...values, updatedAt: sql\`now()\` }).where(ofAccount(accountId, id)).returning(columns);
  return row && to${n.Singular}(row);
}

/** Whether the account had the ${n.singularLabel.toLowerCase()}. */
export async function delete${n.Singular}(db: Db, accountId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(${n.name}).where(ofAccount(accountId, id)).returning({ id: ${n.name}.id });
  return deleted.length > 0;
}
`;
