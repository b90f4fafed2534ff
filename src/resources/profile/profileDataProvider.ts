// The signed-in user's own calls on the auth service (console-shell.md §7), as named calls of the
// profile resource's data provider (DESIGN §7), each by its declaration (contract/profileRoutes.ts);
// the pages pass the signed-in user's name.
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import { profileRoutes, twoFactorRoutes } from '../../../contract/profileRoutes';
import type { UpdateUser } from '../../../contract/session';

/** The resource of the profile's calls, and the access name of its pages: open to every signed-in user. */
export const PROFILE_RESOURCE = 'profile';

export const profileDataProvider = namedCallsProvider(PROFILE_RESOURCE, {
  userDetails: (_resource: string, { username }: { username: string }) => callDeclared(profileRoutes.details, { query: { username } }),
  updateUser: (_resource: string, change: UpdateUser) => callDeclared(profileRoutes.update, { body: change }),
  changePassword: (_resource: string, { oldPassword, newPassword }: { oldPassword: string; newPassword: string }) =>
    callDeclared(profileRoutes.changePassword, { body: { oldPassword, newPassword } }),
  isUsing2fa: async (_resource: string, { username }: { username: string }) =>
    (await callDeclared(twoFactorRoutes.state, { query: { username } })).using2fa,
  startTwoFactorSetup: (_resource: string, { username }: { username: string }) => callDeclared(twoFactorRoutes.setup, { query: { username } }),
  /** Turns two-factor on (with a code of the new secret) or off (with a code of the current one). */
  setUsing2fa: (_resource: string, { username, using2fa, code }: { username: string; using2fa: boolean; code: string }) =>
    callDeclared(twoFactorRoutes.switch, { query: { using2fa, username, code } }),
});

export type ProfileDataProvider = typeof profileDataProvider;
