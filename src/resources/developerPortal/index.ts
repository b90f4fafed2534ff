// The developer portal plugin (developer-portal.md §2): the account's own apps, services and
// connectors as their developer, adding and editing them, and subscribing to the portal.
import { createElement } from 'react';
import DeveloperModeIcon from '@mui/icons-material/DeveloperMode';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { createDeveloperPortalDataProvider, DEVELOPER_APPS_RESOURCE } from './developerPortalDataProvider';
import { developerPortalAccess } from './developerPortalAccess';
import { developerPortalMessages } from './messages';
import { ADD_FLAGS, UPDATE_FLAGS, VIEW_FLAGS } from '../../../contract/developerPortalFlags';
import { portalPath } from './portalRules';

const DeveloperPortalPage = lazyView(() => import('./DeveloperPortalPage'), 'DeveloperPortalPage');
const AppCreatePage = lazyView(() => import('./AppCreatePage'), 'AppCreatePage');
const AppEditPage = lazyView(() => import('./AppEditPage'), 'AppEditPage');

export const developerPortalPlugin = definePlugin({
  name: 'developerPortal',
  resources: [{ name: DEVELOPER_APPS_RESOURCE, recordRepresentation: 'name', dataProvider: createDeveloperPortalDataProvider() }],
  routes: [
    { path: '/app/:accountId/developer-app', element: createElement(DeveloperPortalPage), anyOfFlags: VIEW_FLAGS },
    { path: '/app/pages/add-app', element: createElement(AppCreatePage), anyOfFlags: ADD_FLAGS },
    { path: '/app/pages/edit-app/:id', element: createElement(AppEditPage), anyOfFlags: UPDATE_FLAGS },
  ],
  menu: [
    {
      key: 'developerPortal', label: 'shell.menu.developerPortal', icon: DeveloperModeIcon,
      to: (accountId) => portalPath(accountId), anyOfFlags: VIEW_FLAGS, order: 300,
    },
  ],
  canAccess: developerPortalAccess,
  messages: developerPortalMessages,
});
