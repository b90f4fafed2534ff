// Wire shapes of the account-user service (console-shell.md §3 Account user, User invitation).
import { Type, type Static } from 'typebox';
import { Id } from './wireTypes';
import { INVITATION_STATES, MEMBER_STATUSES, USER_TYPES } from './usersRules';

export const UserType = Type.Enum([...USER_TYPES]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

export const AccountIdQuery = { accountId: Id({ description: 'The account whose users these are' }) };

export const AccountUserView = Type.Object({
  id: Type.Integer({ description: 'The account user id (accountUserId)' }),
  accountUserId: Type.Integer(),
  accountId: Type.Integer(),
  userId: Type.Integer(),
  userType: Type.String({ description: 'OWNER, DEVELOPER or USER' }),
  status: Type.String({ description: 'ACTIVE or INACTIVE' }),
  username: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AccountUserView = Static<typeof AccountUserView>;

/** The account user body of PUT account-users; other properties (the whole record) are ignored. */
export const AccountUserChange = Type.Object({
  userType: Type.Optional(UserType),
  status: Type.Optional(Type.Enum([...MEMBER_STATUSES])),
});

export const AccountUserQuery = Type.Object({ ...AccountIdQuery, userId: Id({ description: 'The member\'s user id' }) });

/** Roles to hold in one of the account's app instances (the invitation's appRoles use the same shape). */
export const AppRoleGrant = Type.Object({
  appInstanceId: Id({ description: 'One of the account\'s app instances' }),
  appInstanceRoleIds: Type.Optional(Type.Array(Id(), { maxItems: 50, description: 'Custom roles of that instance' })),
  defaultRoleIds: Type.Optional(Type.Array(Id(), { maxItems: 50, description: "The app's default roles" })),
});
export type AppRoleGrantBody = Static<typeof AppRoleGrant>;
export const AppRoleGrants = Type.Array(AppRoleGrant, { maxItems: 100 });

export const InvitationView = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  roleId: Type.Union([Type.Integer(), Type.Null()]),
  roleName: NullableString,
  userType: Type.String(),
  appRoles: Type.Unknown({ description: 'The roles granted on acceptance, as sent' }),
  state: Type.Enum([...INVITATION_STATES]),
  invitedBy: Type.Union([Type.Integer(), Type.Null()]),
  expiresAt: Type.String({ format: 'date-time' }),
  acceptedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type InvitationView = Static<typeof InvitationView>;

export const UserSummary = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  username: Type.String(),
  email: Type.String(),
});

export const RoleChoice = Type.Object({
  id: Type.Integer(),
  roleName: Type.String(),
  kind: Type.Enum(['instance', 'default'], { description: 'A custom role of the instance, or a default role of the app' }),
  userType: Type.Union([Type.String(), Type.Null()], { description: 'The user type a default role is for' }),
});
export type RoleChoice = Static<typeof RoleChoice>;

export const InstanceRoleChoices = Type.Object({
  appInstanceId: Type.Integer(),
  appId: Type.Integer(),
  appName: Type.String(),
  isAdminApp: Type.Boolean({ description: "The console's own app: its role is the invitation's roleId/roleName" }),
  roles: Type.Array(RoleChoice),
});
export type InstanceRoleChoices = Static<typeof InstanceRoleChoices>;

export const KeyQuery = Type.Object({ key: Type.String({ minLength: 1, maxLength: 200, description: 'The invitation key from the mailed link' }) });

export const Message = Type.Object({ message: Type.String() });
export const AccountUserMessage = Type.Object({ message: Type.String(), data: AccountUserView });

export const AcceptOutcome = Type.Object({
  message: Type.String(),
  outcome: Type.Enum(['ACCEPTED', 'SIGN_IN', 'REGISTER'], {
    description: 'ACCEPTED: the signed-in invitee is now a member (go to the account list). SIGN_IN: the invitee has a user but '
      + 'is not the one signed in (go to login). REGISTER: nobody has the invited address yet (go to register?key&nId).',
  }),
  accountId: Type.Optional(Type.Integer()),
  accountUserId: Type.Optional(Type.Integer()),
});
export type AcceptOutcome = Static<typeof AcceptOutcome>;
