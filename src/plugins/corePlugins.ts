// The plugins the console ships with. Adding a domain is adding one folder and one line here.
import type { ConsolePlugin } from './types';
import { accountsPlugin } from '../resources/accounts';
import { profilePlugin } from '../resources/profile';
import { apiDocumentsPlugin } from '../resources/apiDocuments';
import { homePlugin } from '../resources/home';
import { notificationsPlugin } from '../resources/notifications';
import { shellPlugin } from '../layout';

export const corePlugins: ConsolePlugin[] = [shellPlugin, homePlugin, accountsPlugin, profilePlugin, apiDocumentsPlugin, notificationsPlugin];
