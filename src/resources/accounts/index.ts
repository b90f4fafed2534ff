// The accounts plugin: the account picker (the spec's account list), account create/edit/delete and
// the default account. The picker works before any account is selected, so nothing here needs a flag.
import BusinessIcon from '@mui/icons-material/Business';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { routes } from '../../config/constants';
import { pagePath } from '../../config/pagePath';
import { ACCOUNTS_RESOURCE, accountRecordAccess, accountsAccess } from './accountAccess';
import { accountsProvider } from './accountsResources';
import { accountMessages } from './messages';
import { firstAccountList } from './accountListQuery';

const AccountListPage = lazyView(() => import('./AccountListPage'), 'AccountListPage');
const AccountListRedirect = lazyView(() => import('./AccountListRedirect'), 'AccountListRedirect');
const AccountCreate = lazyView(() => import('./AccountCreate'), 'AccountCreate');
const AccountEdit = lazyView(() => import('./AccountEdit'), 'AccountEdit');

export const accountsPlugin = definePlugin({
  name: 'accounts',
  resources: [
    {
      name: ACCOUNTS_RESOURCE,
      list: AccountListRedirect,
      create: AccountCreate,
      edit: AccountEdit,
      icon: BusinessIcon,
      recordRepresentation: 'businessName',
      dataProvider: accountsProvider,
    },
  ],
  pages: [
    { path: pagePath(routes.accountList), component: AccountListPage, firstList: firstAccountList },
    { path: pagePath('/app/pages'), component: AccountListRedirect },
  ],
  canAccess: accountsAccess,
  recordAccess: accountRecordAccess,
  messages: accountMessages,
});
