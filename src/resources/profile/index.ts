// The signed-in user's own pages, reached from the profile menu (so no menu entries here).
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { profileRoutes } from '../../config/profileRoutes';
import { pagePath } from '../../config/pagePath';
import { profileMessages } from './messages';
import { PROFILE_RESOURCE, TWO_FACTOR_RESOURCE, profileDataProvider, twoFactorDataProvider } from './profileDataProvider';

const SecurityPage = lazyView(() => import('./SecurityPage'), 'SecurityPage');
const ChangePasswordPage = lazyView(() => import('./ChangePasswordPage'), 'ChangePasswordPage');
const EditProfilePage = lazyView(() => import('./EditProfilePage'), 'EditProfilePage');

export const profilePlugin = definePlugin({
  name: 'profile',
  resources: [
    { name: PROFILE_RESOURCE, dataProvider: profileDataProvider },
    { name: TWO_FACTOR_RESOURCE, dataProvider: twoFactorDataProvider },
  ],
  pages: [
    { path: pagePath(profileRoutes.security), component: SecurityPage, access: PROFILE_RESOURCE },
    { path: pagePath(profileRoutes.changePassword), component: ChangePasswordPage, access: PROFILE_RESOURCE },
    { path: pagePath(profileRoutes.editProfile), component: EditProfilePage, access: PROFILE_RESOURCE },
  ],
  messages: profileMessages,
});
