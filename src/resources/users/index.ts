// The users plugin: the account's users and invitations (console-shell.md §2 {accountId}/users),
// for holders of view_user. Both lists are resources served by the domain's declared routes
// (usersResources.ts); who may list and change them follows their flags. The roles an invitation
// may grant are a resource of their own, read by the invite dialog (usersDataProvider.ts).
import PeopleIcon from '@mui/icons-material/People';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { pagePath } from '../../config/pagePath';
import { declaredAccess } from '../../plugins/declaredAccess';
import { ACCOUNT_USERS_RESOURCE, INVITATIONS_RESOURCE, INVITE_ROLES_RESOURCE, USERS_FLAGS } from './usersAccess';
import { accountUsersProvider, invitationsProvider, usersDeclared } from './usersResources';
import { inviteRolesProvider } from './usersDataProvider';
import { usersMessages } from './messages';
import { routeTopics } from '../../dataProviders/declaredResource';
import { invitationRoutes } from '../../../contract/usersRoutes';

const UsersPage = lazyView(() => import('./UsersPage'), 'UsersPage');
const usersPage = pagePath('/app/:accountId/users');

export const usersPlugin = definePlugin({
  name: 'users',
  resources: [
    { name: ACCOUNT_USERS_RESOURCE, icon: PeopleIcon, recordRepresentation: 'email', dataProvider: accountUsersProvider },
    { name: INVITATIONS_RESOURCE, recordRepresentation: 'email', dataProvider: invitationsProvider },
    { name: INVITE_ROLES_RESOURCE, dataProvider: inviteRolesProvider },
  ],
  pages: [
    {
      path: usersPage, component: UsersPage, anyOfFlags: USERS_FLAGS,
      nav: { key: 'users', label: 'shell.menu.users', icon: PeopleIcon, order: 400, newItemsOf: routeTopics([invitationRoutes.invite]) },
    },
  ],
  canAccess: declaredAccess(usersDeclared),
  messages: usersMessages,
});
