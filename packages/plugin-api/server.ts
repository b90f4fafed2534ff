// What a plugin's server part builds on: its routes mounted from their declarations behind the
// caller's flags and account, the errors every domain answers with, paging, activity traces, routes
// an app's server calls with an API key of its instance, and the tables and columns its own tables
// refer to. docs/plugins.md "Plugin packages".
export { authenticatedByDefault } from '../../server/src/security/authenticatedByDefault';
export { inAccountIfNamed, requireCaller, requireTenant } from '../../server/src/security/guard';
export { declaredPath, mountDeclared } from '../../server/src/http/declaredRoute';
export { badRequest, conflict, forbidden, notFound } from '../../server/src/http/errors';
export { errorResponses } from '../../server/src/http/responses';
export {
  containsPattern, orderByClause, pageOf, pageOffset, pageWithTotal, parseSortParam, type Page, type SortSpec,
} from '../../server/src/http/paging';
export { recordActivity } from '../../server/src/core/activity';
export { ApiKeyHeaders, keyAuthenticated, requireKeyHolder } from '../../server/src/domains/apiKeys/api';
export { rowsOf, type Db } from '../../server/src/db/connection';
export { accounts } from '../../server/src/db/schema';
export { createdAt, id, updatedAt } from '../../server/src/db/tables/columns';
export type { DomainModule as PluginServerModule } from '../../server/src/domains/domainModule';
