// The signed-in user's own calls on the auth service (console-shell.md §7), as named calls of the
// profile resource's data provider (DESIGN §7); the pages pass the signed-in user's name.
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { request } from '../../dataProviders/httpClient';
import type { MfaSetup, UpdateUser, UserDetails } from '../../../contract/session';

/** The resource of the profile's calls, and the access name of its pages: open to every signed-in user. */
export const PROFILE_RESOURCE = 'profile';

export const profileDataProvider = namedCallsProvider(PROFILE_RESOURCE, {
  async userDetails(_resource: string, { username }: { username: string }): Promise<UserDetails> {
    return (await request<UserDetails>('auth', '/getUserDetails', { query: { username } })).json;
  },
  async updateUser(_resource: string, change: UpdateUser): Promise<{ message: string; user: UserDetails }> {
    return (await request<{ message: string; user: UserDetails }>('auth', '/update-user', { method: 'POST', body: change })).json;
  },
  async changePassword(_resource: string, { oldPassword, newPassword }: { oldPassword: string; newPassword: string }): Promise<{ message: string }> {
    return (await request<{ message: string }>('auth', '/changePassword', { method: 'POST', body: { oldPassword, newPassword } })).json;
  },
  async isUsing2fa(_resource: string, { username }: { username: string }): Promise<boolean> {
    return (await request<{ using2fa: boolean }>('auth', '/getUsing2fa', { query: { username } })).json.using2fa;
  },
  async startTwoFactorSetup(_resource: string, { username }: { username: string }): Promise<MfaSetup> {
    return (await request<MfaSetup>('auth', '/mfasetup', { query: { username } })).json;
  },
  /** Turns two-factor on (with a code of the new secret) or off (with a code of the current one). */
  async setUsing2fa(
    _resource: string,
    { username, using2fa, code }: { username: string; using2fa: boolean; code: string },
  ): Promise<{ using2fa: boolean; message: string }> {
    return (
      await request<{ using2fa: boolean; message: string }>('auth', '/using2fa', {
        query: { using2fa, username, code },
      })
    ).json;
  },
});

export type ProfileDataProvider = typeof profileDataProvider;
