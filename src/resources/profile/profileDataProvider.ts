// The signed-in user's own calls on the auth service (console-shell.md §7), on the profile resource's
// data provider (DESIGN §7), each by its declaration (contract/profileRoutes.ts); the pages pass the
// signed-in user's name. The user's details are the resource's one record, its id their username (the
// route's key): read with useGetOne, changed with useUpdate. The rest are named calls.
import type { GetOneParams, UpdateParams } from 'react-admin';
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import { profileRoutes, twoFactorRoutes } from '../../../contract/profileRoutes';
import type { UpdateUser, UserDetails } from '../../../contract/session';

/** The resource of the profile's calls, and the access name of its pages: open to every signed-in user. */
export const PROFILE_RESOURCE = 'profile';

/** The user's details as the profile's record: its id is the username. */
export type ProfileRecord = Omit<UserDetails, 'id'> & { id: string };

const asRecord = (details: UserDetails): ProfileRecord => ({ ...details, id: details.username });

const namedCalls = namedCallsProvider(PROFILE_RESOURCE, {
  changePassword: (_resource: string, { oldPassword, newPassword }: { oldPassword: string; newPassword: string }) =>
    callDeclared(profileRoutes.changePassword, { body: { oldPassword, newPassword } }),
  isUsing2fa: async (_resource: string, { username }: { username: string }) =>
    (await callDeclared(twoFactorRoutes.state, { query: { username } })).using2fa,
  startTwoFactorSetup: (_resource: string, { username }: { username: string }) => callDeclared(twoFactorRoutes.setup, { query: { username } }),
  /** Turns two-factor on (with a code of the new secret) or off (with a code of the current one). */
  setUsing2fa: (_resource: string, { username, using2fa, code }: { username: string; using2fa: boolean; code: string }) =>
    callDeclared(twoFactorRoutes.switch, { query: { using2fa, username, code } }),
});

export const profileDataProvider = {
  ...namedCalls,
  getOne: async (_resource: string, { id }: Pick<GetOneParams, 'id'>) =>
    ({ data: asRecord(await callDeclared(profileRoutes.details, { query: { username: String(id) } })) }),
  /** Names and picture only; the answer is the user's details as saved. */
  update: async (_resource: string, { data }: Pick<UpdateParams, 'data'>) =>
    ({ data: asRecord((await callDeclared(profileRoutes.update, { body: data as UpdateUser })).user) }),
} as typeof namedCalls;

export type ProfileDataProvider = typeof profileDataProvider;
