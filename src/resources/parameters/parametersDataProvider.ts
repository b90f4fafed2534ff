// The parameter service's calls (developer-portal.md §7 "App parameters"), as named calls of one
// resource's provider (DESIGN §7), used with react-query.
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { request } from '../../dataProviders/httpClient';
import { tracedChange, type ChangeEvent } from '../../dataProviders/activityTracker';
import type { ParameterBody, ParameterView } from '../../../contract/parameters';
import type { ListPage, ListQuery } from '../../../contract/paging';

export const PARAMETERS_RESOURCE = 'parameters';

const change = <T extends { message: string }>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: object | undefined, event: ChangeEvent) =>
  tracedChange<T>('parameter', PARAMETERS_RESOURCE, method, path, body, event);

export const parametersDataProvider = namedCallsProvider(PARAMETERS_RESOURCE, {
  /** The spec's `sort=field,asc` dialect. */
  listParameters: async (_r: string, { query, sortfield, sortorder, page, size }: ListQuery) => (await request<ListPage<ParameterView>>('parameter', '/appParameterList', {
    query: { query, page, size, sort: sortfield ? `${sortfield},${sortorder ?? 'asc'}` : undefined },
  })).json,
  createParameter: (_r: string, body: ParameterBody) => change('POST', '/appParameter', body, 'create'),
  updateParameter: (_r: string, id: number, body: ParameterBody) => change('PUT', `/appParameter/${id}`, body, 'update'),
  deleteParameter: (_r: string, id: number) => change('DELETE', `/appParameter/${id}`, undefined, 'delete'),
});

export type ParametersDataProvider = typeof parametersDataProvider;
