// The developer portal plugin (developer-portal.md §2): the account's own apps, services and
// connectors as their developer, adding and editing them, and subscribing to the portal. The items
// and the portal's status are resources (developerPortalDataProvider.ts).
import DeveloperModeIcon from '@mui/icons-material/DeveloperMode';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import {
  createDeveloperPortalDataProvider, DEVELOPER_APPS_RESOURCE, PORTAL_STATUS_RESOURCE, portalStatusProvider,
} from './developerPortalDataProvider';
import { developerPortalAccess } from './developerPortalAccess';
import { developerPortalMessages } from './messages';
import { ADD_FLAGS, UPDATE_FLAGS, VIEW_FLAGS } from '../../../contract/developerPortalFlags';
import { addItemPage, editItemPage, portalPage } from './portalRules';
import { firstPortalList } from './portalListQuery';
import { routeTopics } from '../../dataProviders/declaredResource';
import { appRoutes } from '../../../contract/developerPortalRoutes';

const DeveloperPortalPage = lazyView(() => import('./DeveloperPortalPage'), 'DeveloperPortalPage');
const AppCreatePage = lazyView(() => import('./AppCreatePage'), 'AppCreatePage');
const AppEditPage = lazyView(() => import('./AppEditPage'), 'AppEditPage');

export const developerPortalPlugin = definePlugin({
  name: 'developerPortal',
  resources: [
    { name: DEVELOPER_APPS_RESOURCE, recordRepresentation: 'name', dataProvider: createDeveloperPortalDataProvider },
    { name: PORTAL_STATUS_RESOURCE, dataProvider: portalStatusProvider },
  ],
  pages: [
    {
      path: portalPage, component: DeveloperPortalPage, anyOfFlags: VIEW_FLAGS, firstList: firstPortalList,
      nav: {
        key: 'developerPortal', label: 'shell.menu.developerPortal', icon: DeveloperModeIcon, order: 300, newItemsOf: routeTopics([appRoutes.create]),
      },
    },
    { path: addItemPage, component: AppCreatePage, anyOfFlags: ADD_FLAGS },
    { path: editItemPage, component: AppEditPage, anyOfFlags: UPDATE_FLAGS },
  ],
  canAccess: developerPortalAccess,
  messages: developerPortalMessages,
});
