// The data export service's calls (developer-portal.md §7 "Data export service"), as named calls of
// one resource's provider (DESIGN §7), used with react-query.
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { request } from '../../dataProviders/httpClient';
import { tracedChange, type ChangeEvent } from '../../dataProviders/activityTracker';
import type {
  DownloadLink, ExportConnection, ExportInstance, ExportJobView, ExportTableBody, ExportTableView, SourceTable, ViewDataPage,
} from '../../../contract/dataExport';
import type { ListPage, ListQuery } from '../../../contract/paging';

export const DATA_EXPORT_RESOURCE = 'dataExport';

const get = async <T>(path: string, query?: Record<string, string | number | undefined>) => (await request<T>('dataExport', path, { query })).json;
const change = <T extends { message: string }>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: object | undefined, event: ChangeEvent) =>
  tracedChange<T>('dataExport', DATA_EXPORT_RESOURCE, method, path, body, event);

/** The spec's view and export requests name the table, its schema, the instance and its app. */
export interface TableRef {
  tableName: string;
  schemaName: string;
  appInstanceId: number;
  appId: number;
}

export interface ViewDataQuery {
  page: number;
  size: number;
  sort?: string;
}

export const dataExportDataProvider = namedCallsProvider(DATA_EXPORT_RESOURCE, {
  instances: (_r: string) => get<ExportInstance[]>('/instances'),
  connections: (_r: string) => get<ExportConnection[]>('/connections'),
  chooseSource: (_r: string, appInstanceId: number, connectionId: number | null) =>
    change<{ message: string; data: ExportInstance }>('PUT', `/instances/${appInstanceId}/source`, { connectionId }, 'update'),
  /** The spec's `sort=field,asc` dialect. */
  listExportTables: (_r: string, instance: { appId: number; appInstanceId: number }, { query, sortfield, sortorder, page, size }: ListQuery) =>
    get<ListPage<ExportTableView>>('/export-table', {
      appId: instance.appId, appInstanceId: instance.appInstanceId, query, page, size, sort: sortfield ? `${sortfield},${sortorder ?? 'asc'}` : undefined,
    }),
  addExportTable: (_r: string, body: ExportTableBody) => change<{ message: string; data: ExportTableView }>('POST', '/export-table', body, 'create'),
  updateExportTable: (_r: string, id: number, body: ExportTableBody) =>
    change<{ message: string; data: ExportTableView }>('PUT', `/export-table/${id}`, body, 'update'),
  deleteExportTable: (_r: string, id: number) => change<{ message: string }>('DELETE', `/export-table/${id}`, undefined, 'delete'),
  schemas: (_r: string, appInstanceId: number) => get<string[]>('/schema', { appInstanceId }),
  tables: (_r: string, appInstanceId: number, schemaName: string) => get<SourceTable[]>('/table', { appInstanceId, schemaName }),
  viewData: (_r: string, ref: TableRef, { page, size, sort }: ViewDataQuery) => get<ViewDataPage>('/viewdata', { ...ref, page, size, sort }),
  /** Starts the export job; its progress is read with exportJob. */
  startExport: (_r: string, ref: TableRef) => get<ExportJobView>('/send-to-rabbitmq-and-export', { ...ref }),
  exportJob: (_r: string, id: number) => get<ExportJobView>(`/export-job/${id}`),
  downloadLink: (_r: string, id: number) => get<DownloadLink>(`/export-job/${id}/link`),
});

export type DataExportDataProvider = typeof dataExportDataProvider;
