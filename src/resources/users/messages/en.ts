// English texts of the users plugin (the default and the fallback). Other locales mirror its keys.
export const en = {
  resources: {
    'account-users': {
      name: 'User |||| Users',
      fields: {
        name: 'Name',
        email: 'Email',
        userType: 'User type',
        status: 'Status',
        createdAt: 'Member since',
      },
      notifications: {
        deleted: 'User removed from the account',
      },
      message: {
        delete_title: 'Remove %{recordRepresentation}',
        delete_content: 'Remove this user from the account? They lose access to it at once.',
      },
    },
    'user-invitations': {
      name: 'Invitation |||| Invitations',
      fields: {
        email: 'Email',
        roleName: 'Role',
        userType: 'User type',
        state: 'State',
        expiresAt: 'Expires',
        createdAt: 'Sent',
      },
      notifications: {
        created: 'Invitation sent to %{email}',
        deleted: 'User invitation deleted',
      },
      message: {
        delete_title: 'Delete the invitation for %{recordRepresentation}',
        delete_content: 'Delete this invitation? Its link stops working.',
      },
    },
  },
  users: {
    title: 'Users',
    tabs: {
      users: 'Users',
      invitations: 'Invitations',
    },
    choices: {
      userType: { OWNER: 'Owner', DEVELOPER: 'Developer', USER: 'User' },
      status: { ACTIVE: 'Active', INACTIVE: 'Inactive' },
      state: { PENDING: 'Pending', ACCEPTED: 'Accepted', EXPIRED: 'Expired', DELETED: 'Deleted' },
    },
    action: {
      resend: 'Resend',
      edit: 'Change',
      restore: 'Restore',
      remove: 'Remove',
      invite: 'Invite user',
      send: 'Send invitation',
      cancel: 'Cancel',
      save: 'Save',
    },
    edit: {
      title: 'Change %{name}',
    },
    invite: {
      title: 'Invite a user',
      toEmail: 'Email',
      userType: 'User type',
      adminRole: 'Console role',
      defaultRole: 'The default role of the user type',
      appRoles: 'Roles in %{app}',
      noApps: 'The account has no other apps to give roles in.',
    },
    notifications: {
      statusUpdated: 'User status updated',
      restored: 'User restored',
    },
    validation: {
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email',
      userTypeRequired: 'User type is required',
    },
    empty: {
      users: 'No users match',
      invitations: 'No invitations yet',
    },
  },
};

export type UsersMessages = typeof en;
