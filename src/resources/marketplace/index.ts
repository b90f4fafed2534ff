// The marketplace (developer-portal.md §2, §4, §7): published apps and the account's subscriptions,
// each app's detail page with subscribe/unsubscribe, an instance's settings form, and an app's
// settings form configuration for its developer account. Their records are resources
// (marketplaceDataProvider.ts).
import StorefrontIcon from '@mui/icons-material/Storefront';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { marketplaceMessages } from './messages';
import {
  APP_SETTINGS_RESOURCE, appSettingsDataProvider, INSTANCE_SETTINGS_RESOURCE, instanceSettingsDataProvider,
  MARKETPLACE_RESOURCE, marketplaceDataProvider, SUBSCRIPTIONS_RESOURCE, subscriptionsDataProvider,
} from './marketplaceDataProvider';
import { appDetailPage, formConfigurationPage, instanceDetailPage, instanceSettingsPage, marketplacePage } from './paths';
import { UPDATE_FLAGS } from '../../../contract/developerPortalFlags';
import { marketplaceRoutes } from '../../../contract/marketplaceRoutes';
import { MY_APPS_FLAGS } from '../../../contract/myAppsFlags';

/** Who may browse the marketplace, as its list's route declares it. */
const MARKETPLACE_FLAGS = [...marketplaceRoutes.publishedApps.flags];

const MarketplacePage = lazyView(() => import('./MarketplacePage'), 'MarketplacePage');
const AppDetailPage = lazyView(() => import('./AppDetailPage'), 'AppDetailPage');
const InstanceSettingsPage = lazyView(() => import('./InstanceSettingsPage'), 'InstanceSettingsPage');
const FormConfigurationPage = lazyView(() => import('./FormConfigurationPage'), 'FormConfigurationPage');

export const marketplacePlugin = definePlugin({
  name: 'marketplace',
  resources: [
    { name: MARKETPLACE_RESOURCE, dataProvider: marketplaceDataProvider },
    { name: SUBSCRIPTIONS_RESOURCE, dataProvider: subscriptionsDataProvider },
    { name: APP_SETTINGS_RESOURCE, dataProvider: appSettingsDataProvider },
    { name: INSTANCE_SETTINGS_RESOURCE, dataProvider: instanceSettingsDataProvider },
  ],
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
