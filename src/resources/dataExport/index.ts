// Data Export (console-shell.md §2 data-export, §6 view_data_export; developer-portal.md §7): an app
// instance's export tables, picked from its data source, viewed page by page and exported to a
// spreadsheet. One page, for holders of the flag.
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { pagePath } from '../../config/pagePath';
import { VIEW_DATA_EXPORT } from '../../../contract/dataExportFlags';
import { dataExportMessages } from './messages';
import { DATA_EXPORT_RESOURCE, dataExportDataProvider } from './dataExportDataProvider';
import { dataExportDeclared, dataExportResources } from './dataExportResources';
import { declaredAccess } from '../../plugins/declaredAccess';

export const dataExportPage = pagePath('/app/data-export');

const DataExportPage = lazyView(() => import('./DataExportPage'), 'DataExportPage');

export const dataExportPlugin = definePlugin({
  name: 'dataExport',
  resources: [{ name: DATA_EXPORT_RESOURCE, dataProvider: dataExportDataProvider }, ...dataExportResources],
  canAccess: declaredAccess(dataExportDeclared),
  pages: [
    {
      path: dataExportPage, component: DataExportPage, anyOfFlags: [VIEW_DATA_EXPORT], access: DATA_EXPORT_RESOURCE,
      nav: { key: 'dataExport', label: 'shell.menu.dataExport', icon: FileDownloadIcon, order: 610 },
    },
  ],
  messages: dataExportMessages,
});
