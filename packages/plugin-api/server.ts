// What a plugin's server part builds on: its routes mounted from their declarations behind the
// caller's flags and account, the errors every domain answers with, paging, and the tables and
// columns its own tables refer to. docs/plugins.md "Plugin packages".
export { authenticatedByDefault } from '../../server/src/security/authenticatedByDefault';
export { requireTenant } from '../../server/src/security/guard';
export { mountDeclared } from '../../server/src/http/declaredRoute';
export { badRequest, forbidden, notFound } from '../../server/src/http/errors';
export { containsPattern, orderByClause, pageOffset, pageWithTotal, type Page, type SortSpec } from '../../server/src/http/paging';
export { rowsOf, type Db } from '../../server/src/db/connection';
export { accounts } from '../../server/src/db/schema';
export { createdAt, id, updatedAt } from '../../server/src/db/tables/columns';
export type { DomainModule as PluginServerModule } from '../../server/src/domains/domainModule';
