// The signed-in user's own pages, reached from the profile menu (so no menu entries here).
import { createElement } from 'react';
import { definePlugin } from '../../plugins/types';
import { profileRoutes } from '../../layout/profileRoutes';
import { SecurityPage } from './SecurityPage';
import { ChangePasswordPage } from './ChangePasswordPage';
import { EditProfilePage } from './EditProfilePage';
import { profileMessages } from './messages';

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
