// Turns a plugin's endpoint mapping into a react-admin DataProvider (DESIGN §5): zero-based
// paging in the call's own dialect, `content` or `data` list answers, and the activity trace
// after every successful change.
import type {
  CreateParams, DataProvider, DeleteParams, GetListParams, GetListResult,
  Identifier, RaRecord, UpdateParams,
} from 'react-admin';
import type { EndpointMapping, PagingDialect } from '../plugins/types';
import { request, type QueryValues } from './httpClient';
import { trackActivity } from './activityTracker';
import { singleCallsProvider } from './singleCallsProvider';

/** Paging and sorting query parameters for one list call in the mapping's dialect. */
export function pagingQuery(dialect: PagingDialect, params: Pick<GetListParams, 'pagination' | 'sort'>): QueryValues {
  const page = Math.max((params.pagination?.page ?? 1) - 1, 0);
  const size = params.pagination?.perPage;
  // An empty field (a list sorted by nothing the user picks) sends no sort at all.
  const field = params.sort?.field || undefined;
  const order = params.sort?.order === 'DESC' ? 'desc' : 'asc';
  switch (dialect) {
    case 'sortfield':
      return { page, size, sortfield: field, sortorder: field ? order : undefined };
    case 'sort':
      return { page, size, sort: field ? `${field},${order}` : undefined };
    case 'sortBy':
      return { pageNo: page, pageSize: size, sortBy: field, sortDir: field ? order : undefined };
  }
}

type ListAnswer = RaRecord[] | { content?: RaRecord[]; data?: RaRecord[]; totalElements?: number } | null;

/** Accepts `{ content, totalElements }`, `{ data, totalElements }` or a bare array. */
export function listResult(body: ListAnswer): GetListResult {
  if (Array.isArray(body)) return { data: body, total: body.length };
  const data = body?.content ?? body?.data ?? [];
  return { data, total: body?.totalElements ?? data.length };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function pagedServiceProvider(mapping: EndpointMapping): DataProvider {
  const { service } = mapping;
  const unwrap = (body: unknown): unknown => (mapping.recordField && isObject(body) ? body[mapping.recordField] : body);
  const extraQuery = () => mapping.extraQuery?.() ?? {};

  function pathFor<K extends 'getOne' | 'update' | 'delete'>(resource: string, key: K, id: Identifier): string {
    const build = mapping[key];
    if (!build) throw new Error(`The resource "${resource}" has no ${key} call`);
    return build(id);
  }

  function traced(resource: string, action: 'create' | 'update' | 'delete', id: Identifier | undefined) {
    trackActivity({
      key: `change.${action}`,
      params: id === undefined ? {} : { id: String(id) },
      type: resource,
      event: action,
      status: 'success',
      action,
      folderName: resource,
    });
  }

  async function getList(_resource: string, params: GetListParams): Promise<GetListResult> {
    const searchField = mapping.list.searchFilter ?? 'q';
    const search = params.filter?.[searchField];
    const query: QueryValues = {
      ...pagingQuery(mapping.list.dialect, params),
      query: search === undefined || search === '' ? undefined : String(search),
      ...mapping.list.query?.(params),
    };
    const { json } = await request<ListAnswer>(service, mapping.list.path, { query });
    return listResult(json);
  }

  async function getOne(resource: string, { id }: { id: Identifier }) {
    const { json } = await request(service, pathFor(resource, 'getOne', id), { query: extraQuery() });
    return { data: unwrap(json) as RaRecord };
  }

  async function create(resource: string, params: CreateParams) {
    if (!mapping.create) throw new Error(`The resource "${resource}" has no create call`);
    const { json } = await request(service, mapping.create, { method: 'POST', body: params.data, query: extraQuery() });
    const record = unwrap(json);
    const data = { ...params.data, ...(isObject(record) ? record : {}) } as RaRecord;
    traced(resource, 'create', data.id);
    return { data };
  }

  async function update(resource: string, params: UpdateParams) {
    const path = pathFor(resource, 'update', params.id);
    const { json } = await request(service, path, { method: 'PUT', body: params.data, query: extraQuery() });
    const record = unwrap(json);
    const data = { ...params.data, ...(isObject(record) ? record : {}) } as RaRecord;
    data.id ??= params.id;
    traced(resource, 'update', params.id);
    return { data };
  }

  async function remove(resource: string, params: DeleteParams) {
    await request(service, pathFor(resource, 'delete', params.id), { method: 'DELETE', query: extraQuery() });
    traced(resource, 'delete', params.id);
    return { data: (params.previousData ?? { id: params.id }) as RaRecord };
  }

  return singleCallsProvider({ getList, getOne, create, update, delete: remove });
}
