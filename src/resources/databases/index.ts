// Data Migration (console-shell.md §2 data-migration, §6 view_data_migration; developer-portal.md
// §7): the account's database connections, tested and browsed. One page, for holders of the flag.
import StorageIcon from '@mui/icons-material/Storage';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { pagePath } from '../../config/pagePath';
import { VIEW_DATA_MIGRATION } from '../../../contract/databasesFlags';
import { databasesMessages } from './messages';
import { DATABASES_RESOURCE, databasesDataProvider } from './databasesDataProvider';
import { databasesDeclared, databasesResources } from './databasesResources';
import { declaredAccess } from '../../plugins/declaredAccess';

export const dataMigrationPage = pagePath('/app/data-migration');

const DataMigrationPage = lazyView(() => import('./DataMigrationPage'), 'DataMigrationPage');

export const databasesPlugin = definePlugin({
  name: 'databases',
  resources: [{ name: DATABASES_RESOURCE, dataProvider: databasesDataProvider }, ...databasesResources],
  canAccess: declaredAccess(databasesDeclared),
  pages: [
    {
      path: dataMigrationPage, component: DataMigrationPage, anyOfFlags: [VIEW_DATA_MIGRATION], access: DATABASES_RESOURCE,
      nav: { key: 'dataMigration', label: 'shell.menu.dataMigration', icon: StorageIcon, order: 600 },
    },
  ],
  messages: databasesMessages,
});
