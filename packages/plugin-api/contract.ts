// The wire pieces a plugin's contract builds on (both tiers import its contract): routes declared
// once, the services' prefixes, paging and the shared wire types. docs/plugins.md "Plugin packages".
export { namedRoutes, route } from '../../contract/routeTable';
export { SERVICE_PREFIXES } from '../../contract/services';
export { DEFAULT_PAGE_SIZE } from '../../contract/paging';
export { pagedResponse, pageQuery, sortParamQuery } from '../../contract/pagingSchemas';
export { Count, Id, Nullable } from '../../contract/wireTypes';
