// Where the profile menu leads (route paths are public contract); the profile plugin serves them.
export const profileRoutes = {
  editProfile: '/app/edit-profile',
  security: '/app/two-factor',
  changePassword: '/app/change-password',
} as const;
