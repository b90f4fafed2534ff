// My Apps: the landing page after an account is picked (/app/:accountId/my-apps), and the menu's
// My Apps entry with the account's subscribed apps as its submenu (console-shell.md §2).
import AppsIcon from '@mui/icons-material/Apps';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { landingPage } from '../../config/constants';
import { pagePath } from '../../config/pagePath';
import { AppsRedirect } from './AppsRedirect';
import { MyAppsSubmenu } from './MyAppsSubmenu';
import { MY_APPS_FLAGS } from '../../../contract/myAppsFlags';
import { myAppsMessages } from './messages';
import { MY_APPS_RESOURCE, myAppsDataProvider } from './myAppsDataProvider';

const MyAppsPage = lazyView(() => import('./MyAppsPage'), 'MyAppsPage');

export const myAppsPlugin = definePlugin({
  name: 'myApps',
  resources: [{ name: MY_APPS_RESOURCE, dataProvider: myAppsDataProvider }],
  pages: [
    {
      // Every signed-in user lands here, with or without My Apps' flags: the page shows what they hold.
      path: landingPage, component: MyAppsPage,
      nav: { key: 'myApps', label: 'shell.menu.myApps', icon: AppsIcon, anyOfFlags: MY_APPS_FLAGS, order: 100, submenu: MyAppsSubmenu },
    },
    { path: pagePath('/app/apps'), component: AppsRedirect },
  ],
  messages: myAppsMessages,
});
