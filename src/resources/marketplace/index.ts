// The marketplace (developer-portal.md §2, §4, §7): published apps and the account's subscriptions,
// each app's detail page with subscribe/unsubscribe, an instance's settings form, and an app's
// settings form configuration for its developer account.
import StorefrontIcon from '@mui/icons-material/Storefront';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { marketplaceMessages } from './messages';
import { appDetailPage, formConfigurationPage, instanceDetailPage, instanceSettingsPage, marketplacePage } from './paths';

const MARKETPLACE_FLAGS = ['view_marketplace_apps'];
const MY_APPS_FLAGS = ['view_myapps_apps', 'view_myapps_services', 'view_myapps_connectors'];
const UPDATE_FLAGS = ['update_app', 'update_service', 'update_connector'];

const MarketplacePage = lazyView(() => import('./MarketplacePage'), 'MarketplacePage');
const AppDetailPage = lazyView(() => import('./AppDetailPage'), 'AppDetailPage');
const InstanceSettingsPage = lazyView(() => import('./InstanceSettingsPage'), 'InstanceSettingsPage');
const FormConfigurationPage = lazyView(() => import('./FormConfigurationPage'), 'FormConfigurationPage');

export const marketplacePlugin = definePlugin({
  name: 'marketplace',
  pages: [
    {
      path: marketplacePage, component: MarketplacePage, anyOfFlags: MARKETPLACE_FLAGS,
      nav: { key: 'marketplace', label: 'shell.menu.marketplace', icon: StorefrontIcon, order: 200 },
    },
    { path: appDetailPage, component: AppDetailPage, anyOfFlags: MARKETPLACE_FLAGS },
    // The instance and the subscription detail pages: a subscription's id is its instance's id.
    { path: instanceDetailPage, component: AppDetailPage, anyOfFlags: [...MARKETPLACE_FLAGS, ...MY_APPS_FLAGS] },
    { path: instanceSettingsPage, component: InstanceSettingsPage, anyOfFlags: MY_APPS_FLAGS },
    { path: formConfigurationPage, component: FormConfigurationPage, anyOfFlags: UPDATE_FLAGS },
  ],
  messages: marketplaceMessages,
});
