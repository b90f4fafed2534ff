// The activity log (console-shell.md §7: every action leaves a trace): a page of the account's
// traces for holders of view_activity_log (owners by default).
import HistoryIcon from '@mui/icons-material/History';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { pagePath } from '../../config/pagePath';
import { VIEW_ACTIVITY_LOG } from '../../../contract/activityLogFlags';
import { activityLogMessages } from './messages';
import { ACTIVITY_LOG_RESOURCE, activityLogDataProvider } from './activityLogDataProvider';
import { activityLogDeclared, activityLogResources } from './activityLogResources';
import { declaredAccess } from '../../plugins/declaredAccess';

export const activityLogPage = pagePath('/app/:accountId/activity-log');

const ActivityLogPage = lazyView(() => import('./ActivityLogPage'), 'ActivityLogPage');

export const activityLogPlugin = definePlugin({
  name: 'activityLog',
  resources: [{ name: ACTIVITY_LOG_RESOURCE, dataProvider: activityLogDataProvider }, ...activityLogResources],
  canAccess: declaredAccess(activityLogDeclared),
  pages: [
    {
      path: activityLogPage, component: ActivityLogPage, anyOfFlags: [VIEW_ACTIVITY_LOG], access: ACTIVITY_LOG_RESOURCE,
      nav: { key: 'activityLog', label: 'activityLog.title.page', icon: HistoryIcon, order: 870 },
    },
  ],
  messages: activityLogMessages,
});
