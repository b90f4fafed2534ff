// English texts of Data Export (the default and the fallback). Other locales mirror its keys.
import { DATA_EXPORT_MESSAGES } from '../../../../contract/dataExportRules';

export const en = {
  dataExport: {
    title: {
      page: 'Data Export', list: 'Export tables', add: 'Add export table', edit: 'Edit export table %{name}', delete: 'Delete export table',
      view: 'Data of %{name}', progress: 'Export of %{name}',
    },
    tableRows: { estimate: 'Rows: ~%{count}', counted: 'Rows: %{count}', atLeast: 'Rows: more than %{count}', unknown: 'Rows: unknown' },
    fields: {
      instance: 'App instance', source: 'Data source', noSource: 'None', tableName: 'Table', schemaName: 'Schema', updatedAt: 'Updated',
      sheet: 'Sheet', rows: 'Rows',
    },
    action: {
      add: 'Add export table', view: 'View data', export: 'Export', download: 'Download example.xlsx', save: 'Save', cancel: 'Cancel',
      confirm: 'Yes', close: 'Close',
    },
    question: { delete: 'Remove %{name} from the exports? The table itself is not touched.' },
    empty: 'No export tables yet. Add one now.',
    noInstances: 'This account has no app instances to export for: subscribe to an app first.',
    chooseSource: "Choose this app instance's data source, one of the account's database connections, to pick its tables.",
    noConnections: 'The account has no database connections yet: they are added in Data Migration.',
    noRows: 'This table has no rows.',
    null: 'empty',
    progress: {
      queued: 'Waiting to start…',
      running: '%{done} of %{total} rows written',
      runningUncounted: '%{done} rows written',
      done: 'Done: %{message}',
      failed: 'Failed: %{message}',
      leave: 'You may leave this page: the bell says when the file is ready, with a Download button.',
      sheets: 'Rows per sheet',
      total: 'Total',
    },
    messages: { sourceSaved: DATA_EXPORT_MESSAGES.sourceSaved as string },
  },
  // The success texts of data export's resource (src/resources/dataExport/dataExportResources.ts).
  resources: {
    exportTables: {
      notifications: {
        created: DATA_EXPORT_MESSAGES.added as string, updated: DATA_EXPORT_MESSAGES.updated as string,
        deleted: '%{table} export deleted successfully',
      },
    },
  },
};

export type DataExportMessages = typeof en;
