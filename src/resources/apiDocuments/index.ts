// API Documents: the live OpenAPI document of the platform API, for users holding view_swagger.
import { createElement } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { hasAnyFlag } from '../../plugins/registry';
import { apiDocumentsMessages } from './messages';
import { VIEW_SWAGGER } from '../../../contract/apiDocumentsFlags';

const API_DOCUMENTS_RESOURCE = 'apiDocuments';
const FLAGS = [VIEW_SWAGGER];
const PATH = '/app/api-documents';

const ApiDocumentsPage = lazyView(() => import('./ApiDocumentsPage'), 'ApiDocumentsPage');

export const apiDocumentsPlugin = definePlugin({
  name: 'apiDocuments',
  routes: [{ path: PATH, element: createElement(ApiDocumentsPage), anyOfFlags: FLAGS }],
  menu: [
    { key: 'apiDocuments', label: 'shell.menu.apiDocuments', icon: DescriptionIcon, to: PATH, anyOfFlags: FLAGS, order: 900 },
  ],
  canAccess: (flags, { resource }) => (resource === API_DOCUMENTS_RESOURCE ? hasAnyFlag(flags, FLAGS) : undefined),
  messages: apiDocumentsMessages,
});
