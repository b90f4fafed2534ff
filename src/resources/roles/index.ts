// Roles and permissions (developer-portal.md §6, §7): an app's permissions and default roles, as
// tabs of its edit page (its developer's), and an instance's roles and members, as tabs of its
// detail page (the subscribing account's). No page of its own: it extends those two pages.
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { VIEW_FLAGS } from '../../../contract/developerPortalFlags';
import { MANAGE_ROLES } from '../../../contract/rolesFlags';
import { VIEW_USER } from '../../../contract/usersFlags';
import { ROLES_RESOURCE, rolesDataProvider } from './rolesDataProvider';
import { rolesDeclared, rolesResources } from './rolesResources';
import { memberRolesResources } from './memberRolesResources';
import { declaredAccess } from '../../plugins/declaredAccess';
import { rolesMessages } from './messages';

const AppPermissionsSection = lazyView(() => import('./AppPermissionsSection'), 'AppPermissionsSection');
const DefaultRolesSection = lazyView(() => import('./DefaultRolesSection'), 'DefaultRolesSection');
const InstanceRolesSection = lazyView(() => import('./InstanceRolesSection'), 'InstanceRolesSection');
const MemberRolesButton = lazyView(() => import('./MemberRolesButton'), 'MemberRolesButton');
const InstanceMembersSection = lazyView(() => import('./InstanceMembersSection'), 'InstanceMembersSection');

export const rolesPlugin = definePlugin({
  name: 'roles',
  resources: [{ name: ROLES_RESOURCE, dataProvider: rolesDataProvider }, ...rolesResources, ...memberRolesResources],
  canAccess: declaredAccess(rolesDeclared),
  sections: [
    { place: 'appEdit', key: 'permissions', label: 'roles.sections.permissions', component: AppPermissionsSection, anyOfFlags: VIEW_FLAGS, order: 10 },
    { place: 'appEdit', key: 'defaultRoles', label: 'roles.sections.defaultRoles', component: DefaultRolesSection, anyOfFlags: VIEW_FLAGS, order: 20 },
    { place: 'instanceDetail', key: 'roles', label: 'roles.sections.instanceRoles', component: InstanceRolesSection, anyOfFlags: [MANAGE_ROLES], order: 10 },
    // Listing the account's members is the Users page's right (view_user).
    { place: 'instanceDetail', key: 'members', label: 'roles.sections.members', component: InstanceMembersSection, anyOfFlags: [VIEW_USER], order: 20 },
  ],
  // The Users page's Roles button (its holders manage users: view_user).
  memberActions: [{ key: 'roles', component: MemberRolesButton, anyOfFlags: [VIEW_USER] }],
  messages: rolesMessages,
});
