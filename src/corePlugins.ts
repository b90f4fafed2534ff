// The plugins the console ships with. Adding a domain is adding one folder and one line here.
import type { ConsolePlugin } from './plugins/types';
import { accountsPlugin } from './resources/accounts';
import { profilePlugin } from './resources/profile';
import { apiDocumentsPlugin } from './resources/apiDocuments';
import { myAppsPlugin } from './resources/myApps';
import { marketplacePlugin } from './resources/marketplace';
import { usersPlugin } from './resources/users';
import { notificationsPlugin } from './resources/notifications';
import { shellPlugin } from './layout';
import { developerPortalPlugin } from './resources/developerPortal';
import { rolesPlugin } from './resources/roles';
import { connectorsPlugin } from './resources/connectors';
import { parametersPlugin } from './resources/parameters';
import { uiTextsPlugin } from './resources/uiTexts';
import { activityLogPlugin } from './resources/activityLog';
import { dashboardPlugin } from './resources/dashboard';
import { componentsPlugin } from './resources/components';
import { apiKeysPlugin } from './resources/apiKeys';
import { userGuidePlugin } from './resources/userGuide';
import { databasesPlugin } from './resources/databases';
import { dataExportPlugin } from './resources/dataExport';
import { emailTemplatesPlugin } from './resources/emailTemplates';
import { pageTemplatesPlugin } from './resources/pageTemplates';

export const corePlugins: ConsolePlugin[] = [
  shellPlugin, myAppsPlugin, accountsPlugin, profilePlugin, apiDocumentsPlugin, marketplacePlugin, usersPlugin,
  developerPortalPlugin, notificationsPlugin, rolesPlugin, connectorsPlugin, parametersPlugin, uiTextsPlugin, activityLogPlugin, apiKeysPlugin, dashboardPlugin, componentsPlugin, userGuidePlugin,
  databasesPlugin, dataExportPlugin,
  emailTemplatesPlugin,
  pageTemplatesPlugin,
];
