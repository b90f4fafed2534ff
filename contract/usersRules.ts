// The values an account user's type and status and an invitation's state may take (console-shell.md
// §3 Account user, User invitation). No TypeBox here: the console imports this file.
export const USER_TYPES = ['OWNER', 'DEVELOPER', 'USER'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const MEMBER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
/** An invitation's state: PENDING past its expiry reads EXPIRED. */
export const INVITATION_STATES = ['PENDING', 'ACCEPTED', 'EXPIRED', 'DELETED'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** The console's resource of an account's members: other domains list them by this name (the roles' Members tab). */
export const ACCOUNT_USERS_RESOURCE = 'account-users';
