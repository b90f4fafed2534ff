// Wire shapes of the account-user service (console-shell.md §3 Account user, User invitation).
import { Type, type Static } from 'typebox';
import { Id } from './wireTypes';
import { INVITATION_STATES, MEMBER_STATUSES, USER_TYPES } from './usersRules';
import { pagedResponse, pageQuery, sortParamQuery } from './pagingSchemas';

export const UserType = Type.Enum([...USER_TYPES]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

export const AccountIdQuery = { accountId: Id({ description: 'The account whose users these are' }) };

/** What each list may be sorted by (the server's whitelist, and the console's sortable columns). */
export const MEMBER_SORT_FIELDS = ['id', 'firstName', 'lastName', 'email', 'username', 'userType', 'status', 'createdAt'] as const;
export const USER_SORT_FIELDS = ['firstName', 'lastName', 'email', 'username', 'id'] as const;
export const INVITATION_SORT_FIELDS = ['createdAt', 'email', 'userType', 'expiresAt', 'id'] as const;

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

export const MemberListQuery = Type.Object({
  ...AccountIdQuery,
  userType: Type.Optional(UserType),
  type: Type.Optional(Type.Enum([...MEMBER_STATUSES], { description: 'Membership status' })),
  ...pageQuery,
  ...sortParamQuery(MEMBER_SORT_FIELDS),
});
export const MemberPage = pagedResponse(AccountUserView);

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

export const InvitationListQuery = Type.Object({
  ...AccountIdQuery,
  type: Type.Optional(Type.Enum([...INVITATION_STATES], { description: 'Invitation state' })),
  userType: Type.Optional(UserType),
  ...pageQuery,
  ...sortParamQuery(INVITATION_SORT_FIELDS),
});
export const InvitationPage = pagedResponse(InvitationView);

/** POST invite-user's body: who to invite, to which account, as what. */
export const InviteBody = Type.Object({
  toEmail: Type.String({ minLength: 1, maxLength: 254 }),
  fromAccountId: Id({ description: 'The account to join' }),
  fromUserId: Id({ description: "The inviter's user id (checked against the token)" }),
  roleId: Type.Optional(Type.Union([Id(), Type.Null()], { description: "A custom role of the account's AdminApp instance" })),
  roleName: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  userType: UserType,
  appRoles: Type.Optional(Type.Union([AppRoleGrants, Type.Null()])),
});
export const InvitationSent = Type.Object({ message: Type.String(), data: InvitationView });
export const InvitationIdParams = Type.Object({ id: Id() });

export const UserSummary = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  username: Type.String(),
  email: Type.String(),
});
export const UserSummaryListQuery = Type.Object({ ...AccountIdQuery, ...pageQuery, ...sortParamQuery(USER_SORT_FIELDS) });
export const UserSummaryPage = pagedResponse(UserSummary);
export const AccountUserIdParams = Type.Object({ accountUserId: Id() });
export const InviteRolesQuery = Type.Object(AccountIdQuery);

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
export const InstanceRoleChoicesList = Type.Array(InstanceRoleChoices);

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
