// A react-admin resource served by a domain's declared routes (contract/<domain>Routes.ts, issue 30):
// the list call with its declared paging dialect, one record by its declaration, and create, update
// and delete by theirs, traced under the resource's name. react-admin's own hooks (ListBase, useCreate,
// useUpdate, useDelete) then page, sort, search and refresh the lists after a change.
import type {
  CreateParams, DataProvider, DeleteParams, GetListParams, GetOneParams,
  Identifier, RaRecord, UpdateParams,
} from 'react-admin';
import type { Route } from '../../contract/routeTable';
import { topicOfRouteName } from '../../contract/liveChangesRules';
import type { ListPage } from '../../contract/paging';
import { callDeclared, changeDeclared, type CallInput } from './declaredCall';
import { pagingQuery } from './pagingQuery';
import { singleCallsProvider } from './singleCallsProvider';

type Row = Record<string, unknown>;
/** A change that answers the saved record as `data` (the spec's `{ message, data }`), or no record. */
type ChangeRoute = Route;

export interface DeclaredResource {
  /** A paged list (its declaration names the paging dialect) answering `{ content, totalElements }`. */
  list: Route;
  /** One record by its `:id`, answering it under `data` (the spec's `{ message, data }`) or bare. */
  getOne?: Route;
  create?: ChangeRoute;
  update?: ChangeRoute;
  delete?: ChangeRoute;
  /** A row as react-admin's record, when the row's own `id` is not unique in the list. */
  toRecord?: (row: Row) => RaRecord;
  /** After every successful change (e.g. the console reads its own flags again). */
  afterChange?: () => void;
  /** The name its changes are traced under (console-shell.md §7); the resource's own by default. */
  traceAs?: string;
  /** Query values every call but the list sends, read at call time (the spec's `?userId` on an account's calls). */
  recordQuery?: () => Record<string, unknown>;
  /**
   * The version a record was read at (e.g. its revision): an update sends it as `If-Match`, and a
   * server that checks it refuses a record saved since with 409 and the record as it now is.
   */
  version?: (record: RaRecord) => string | number | undefined;
}

const pathParamsOf = (route: Route): string[] => [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);

/**
 * The list's address: a filter value named like a path parameter fills it (`/instance/:appInstanceId/texts`
 * with `filter={{ appInstanceId }}`); the other values go as query parameters as they are (the search
 * box's `q` as the spec's `query`), then paging in the declared dialect.
 */
export function listCall(route: Route, params: Pick<GetListParams, 'filter' | 'pagination' | 'sort'>) {
  const { q, ...filter } = params.filter ?? {};
  const path: Record<string, unknown> = {};
  for (const name of pathParamsOf(route)) {
    path[name] = filter[name];
    delete filter[name];
  }
  const search = typeof q === 'string' && q.trim() !== '' ? q.trim() : undefined;
  return { params: path, query: { ...filter, query: search, ...pagingQuery(route.paging ?? 'sortfield', params) } };
}

/** A record's address: the route's last path parameter is the record's id (`:id`, `:propId`...); any other comes from `meta`. */
function recordParams(route: Route, id: Identifier, meta?: Record<string, unknown>): Record<string, unknown> {
  const names = pathParamsOf(route);
  return Object.fromEntries(names.map((name, i) => [name, i === names.length - 1 ? id : meta?.[name]]));
}

const savedRecord = (answer: unknown): RaRecord | undefined =>
  typeof answer === 'object' && answer !== null && 'data' in answer ? (answer as { data: RaRecord }).data : undefined;

/** A read may answer the record bare, and a record may have a `data` field: only `{ message?, data }` is unwrapped. */
const readRecord = (answer: unknown): RaRecord => {
  const enveloped = typeof answer === 'object' && answer !== null && 'data' in answer
    && Object.keys(answer).every((key) => key === 'data' || key === 'message');
  return (enveloped ? (answer as { data: unknown }).data : answer) as RaRecord;
};

export function declaredResourceProvider(declared: DeclaredResource): DataProvider {
  const toRecord = declared.toRecord ?? ((row: Row) => row as RaRecord);
  const routeOf = (resource: string, key: 'getOne' | 'create' | 'update' | 'delete'): Route => {
    const found = declared[key];
    if (!found) throw new Error(`The resource "${resource}" has no ${key} call`);
    return found;
  };
  const recordQuery = () => declared.recordQuery?.();
  const changed = <T>(answer: T): T => {
    declared.afterChange?.();
    return answer;
  };

  async function getList(_resource: string, params: GetListParams) {
    const page = await callDeclared(declared.list, listCall(declared.list, params) as CallInput<Route>) as ListPage<Row>;
    return { data: page.content.map(toRecord), total: page.totalElements };
  }

  async function getOne(resource: string, { id, meta }: Pick<GetOneParams, 'id' | 'meta'>) {
    const route = routeOf(resource, 'getOne');
    const answer = await callDeclared(route, { params: recordParams(route, id, meta), query: recordQuery() } as CallInput<Route>);
    return { data: readRecord(answer) };
  }

  async function create(resource: string, { data, meta }: CreateParams) {
    const route = routeOf(resource, 'create');
    const params = Object.fromEntries(pathParamsOf(route).map((name) => [name, meta?.[name]]));
    const answer = changed(await changeDeclared(route, declared.traceAs ?? resource, 'create', { params, query: recordQuery(), body: data } as CallInput<Route>));
    return { data: { ...data, ...savedRecord(answer) } as RaRecord };
  }

  async function update(resource: string, { id, data, previousData, meta }: UpdateParams) {
    const route = routeOf(resource, 'update');
    const version = previousData === undefined ? undefined : declared.version?.(previousData);
    const headers = version === undefined ? undefined : { 'If-Match': `"${version}"` };
    const answer = changed(await changeDeclared(route, declared.traceAs ?? resource, 'update', {
      params: recordParams(route, id, meta), query: recordQuery(), body: data, headers,
    } as CallInput<Route>));
    return { data: { ...previousData, ...data, ...savedRecord(answer), id } as RaRecord };
  }

  async function remove(resource: string, { id, previousData, meta }: DeleteParams) {
    const route = routeOf(resource, 'delete');
    changed(await changeDeclared(route, declared.traceAs ?? resource, 'delete', { params: recordParams(route, id, meta), query: recordQuery() } as CallInput<Route>));
    return { data: (previousData ?? { id }) as RaRecord };
  }

  const topics = routeTopics([declared.list, declared.getOne, declared.create, declared.update, declared.delete]);
  return { ...singleCallsProvider({ getList, getOne, create, update, delete: remove }), [LIVE_TOPICS]: topics };
}

/**
 * The route tables whose changes a declared resource shows (contract/liveChanges.ts), kept on its
 * provider under a symbol, which a provider spreading it (`{ ...declared, getList }`) keeps too.
 */
const LIVE_TOPICS = Symbol('liveTopics');
export const liveTopicsOf = (provider: DataProvider): string[] => (provider as { [LIVE_TOPICS]?: string[] })[LIVE_TOPICS] ?? [];

/** The tables (topics) of these routes, once each. */
export const routeTopics = (routes: (Route | undefined)[]): string[] =>
  [...new Set(routes.flatMap((route) => (route?.name ? [topicOfRouteName(route.name)] : [])))];
