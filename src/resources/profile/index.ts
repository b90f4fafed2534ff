// The signed-in user's own pages, reached from the profile menu (so no menu entries here).
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { profileRoutes } from '../../config/profileRoutes';
import { pagePath } from '../../config/pagePath';
import { profileMessages } from './messages';

const SecurityPage = lazyView(() => import('./SecurityPage'), 'SecurityPage');
const ChangePasswordPage = lazyView(() => import('./ChangePasswordPage'), 'ChangePasswordPage');
const EditProfilePage = lazyView(() => import('./EditProfilePage'), 'EditProfilePage');

/** The access name of these pages: open to every signed-in user. */
const PROFILE_RESOURCE = 'profile';

export const profilePlugin = definePlugin({
  name: 'profile',
  pages: [
    { path: pagePath(profileRoutes.security), component: SecurityPage, access: PROFILE_RESOURCE },
    { path: pagePath(profileRoutes.changePassword), component: ChangePasswordPage, access: PROFILE_RESOURCE },
    { path: pagePath(profileRoutes.editProfile), component: EditProfilePage, access: PROFILE_RESOURCE },
  ],
  messages: profileMessages,
});
