// The signed-in user's own pages, reached from the profile menu (so no menu entries here).
import { createElement } from 'react';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { profileRoutes } from '../../layout/profileRoutes';
import { profileMessages } from './messages';

const SecurityPage = lazyView(() => import('./SecurityPage'), 'SecurityPage');
const ChangePasswordPage = lazyView(() => import('./ChangePasswordPage'), 'ChangePasswordPage');
const EditProfilePage = lazyView(() => import('./EditProfilePage'), 'EditProfilePage');

/** The access name of these pages: open to every signed-in user. */
const PROFILE_RESOURCE = 'profile';

export const profilePlugin = definePlugin({
  name: 'profile',
  routes: [
    { path: profileRoutes.security, element: createElement(SecurityPage) },
    { path: profileRoutes.changePassword, element: createElement(ChangePasswordPage) },
    { path: profileRoutes.editProfile, element: createElement(EditProfilePage) },
  ],
  canAccess: (_flags, { resource }) => (resource === PROFILE_RESOURCE ? true : undefined),
  messages: profileMessages,
});
