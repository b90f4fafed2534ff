// API Documents: the live OpenAPI document of the platform API, for users holding view_swagger.
import DescriptionIcon from '@mui/icons-material/Description';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { pagePath } from '../../config/pagePath';
import { apiDocumentsMessages } from './messages';
import { VIEW_SWAGGER } from '../../../contract/apiDocumentsFlags';
import { API_DOCUMENTS_RESOURCE, apiDocumentsDataProvider } from './apiDocumentsDataProvider';

const FLAGS = [VIEW_SWAGGER];
const apiDocumentsPage = pagePath('/app/api-documents');

const ApiDocumentsPage = lazyView(() => import('./ApiDocumentsPage'), 'ApiDocumentsPage');

export const apiDocumentsPlugin = definePlugin({
  name: 'apiDocuments',
  resources: [{ name: API_DOCUMENTS_RESOURCE, dataProvider: apiDocumentsDataProvider }],
  pages: [
    {
      path: apiDocumentsPage, component: ApiDocumentsPage, anyOfFlags: FLAGS, access: API_DOCUMENTS_RESOURCE,
      nav: { key: 'apiDocuments', label: 'shell.menu.apiDocuments', icon: DescriptionIcon, order: 900 },
    },
  ],
  messages: apiDocumentsMessages,
});
