// The signed-in user's own calls on the auth service (console-shell.md §7), on the profile resource's
// data provider (DESIGN §7), each by its declaration (contract/profileRoutes.ts); the pages pass the
// signed-in user's name. The user's details are the resource's one record, its id their username (the
// route's key): read with useGetOne, changed with useUpdate. So is whether they sign in with a second
// factor, the twoFactor resource's one record. The rest are named calls.
import type { GetOneParams, UpdateParams } from 'react-admin';
import { recordsProvider } from '../../dataProviders/recordsProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import { profileRoutes, twoFactorRoutes } from '../../../contract/profileRoutes';
import type { UpdateUser, UserDetails } from '../../../contract/session';

/** The resource of the profile's calls, and the access name of its pages: open to every signed-in user. */
export const PROFILE_RESOURCE = 'profile';

/** The user's details as the profile's record: its id is the username. */
export type ProfileRecord = Omit<UserDetails, 'id'> & { id: string };

const asRecord = (details: UserDetails): ProfileRecord => ({ ...details, id: details.username });

const namedCalls = {
  changePassword: (_resource: string, { oldPassword, newPassword }: { oldPassword: string; newPassword: string }) =>
    callDeclared(profileRoutes.changePassword, { body: { oldPassword, newPassword } }),
  /** A new secret to set two-factor up with (QR code and manual key), for the switch's code. */
  startTwoFactorSetup: (_resource: string, { username }: { username: string }) => callDeclared(twoFactorRoutes.setup, { query: { username } }),
};

export const profileDataProvider = recordsProvider(PROFILE_RESOURCE, {
  getOne: async (_resource: string, { id }: Pick<GetOneParams, 'id'>) =>
    ({ data: asRecord(await callDeclared(profileRoutes.details, { query: { username: String(id) } })) }),
  /** Names and picture only; the answer is the user's details as saved. */
  update: async (_resource: string, { data }: Pick<UpdateParams, 'data'>) =>
    ({ data: asRecord((await callDeclared(profileRoutes.update, { body: data as UpdateUser })).user) }),
}, namedCalls);

export type ProfileDataProvider = typeof profileDataProvider;

/** The resource of whether the user signs in with a second factor. */
export const TWO_FACTOR_RESOURCE = 'twoFactor';

/** Whether the user signs in with a second factor: its id is the username. */
export interface TwoFactorRecord {
  id: string;
  using2fa: boolean;
}

/** Turning two-factor on (with a code of the new secret) or off (with a code of the current one). */
export interface TwoFactorChange {
  using2fa: boolean;
  code: string;
}

const twoFactorRecord = (username: string, using2fa: boolean): TwoFactorRecord => ({ id: username, using2fa });

export const twoFactorDataProvider = recordsProvider(TWO_FACTOR_RESOURCE, {
  getOne: async (_resource: string, { id }: Pick<GetOneParams, 'id'>) =>
    ({ data: twoFactorRecord(String(id), (await callDeclared(twoFactorRoutes.state, { query: { username: String(id) } })).using2fa) }),
  /** The switch, confirmed by the code; the answer is the state as saved. */
  update: async (_resource: string, { id, data }: Pick<UpdateParams, 'id' | 'data'>) => {
    const { using2fa, code } = data as TwoFactorChange;
    const answer = await callDeclared(twoFactorRoutes.switch, { query: { using2fa, username: String(id), code } });
    return { data: twoFactorRecord(String(id), answer.using2fa) };
  },
});
