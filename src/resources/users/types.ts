// The records of the Users page as the account-user service answers them (console-shell.md §3).
export type UserType = 'OWNER' | 'DEVELOPER' | 'USER';
export type MemberStatus = 'ACTIVE' | 'INACTIVE';
export type InvitationState = 'PENDING' | 'ACCEPTED' | 'EXPIRED' | 'DELETED';

export const USER_TYPES: UserType[] = ['OWNER', 'DEVELOPER', 'USER'];
export const MEMBER_STATUSES: MemberStatus[] = ['ACTIVE', 'INACTIVE'];
export const INVITATION_STATES: InvitationState[] = ['PENDING', 'ACCEPTED', 'EXPIRED', 'DELETED'];

export interface AccountUser {
  id: number;
  accountUserId: number;
  accountId: number;
  userId: number;
  userType: UserType;
  status: MemberStatus;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: string;
}

export interface Invitation {
  id: number;
  email: string;
  roleId: number | null;
  roleName: string | null;
  userType: UserType;
  state: InvitationState;
  expiresAt: string;
  createdAt: string;
}

export interface RoleChoice {
  id: number;
  roleName: string;
  kind: 'instance' | 'default';
  userType: string | null;
}

/** One of the account's app instances and the roles an invitation may grant in it. */
export interface InstanceRoleChoices {
  appInstanceId: number;
  appId: number;
  appName: string;
  isAdminApp: boolean;
  roles: RoleChoice[];
}
