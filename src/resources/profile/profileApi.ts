// The signed-in user's own calls on the auth service (console-shell.md §7).
import { request } from '../../dataProviders/httpClient';
import type { MfaSetup, UpdateUser, UserDetails } from '../../../contract/session';

export const profileApi = {
  async userDetails(username: string): Promise<UserDetails> {
    return (await request<UserDetails>('auth', '/getUserDetails', { query: { username } })).json;
  },
  async updateUser(change: UpdateUser): Promise<{ message: string; user: UserDetails }> {
    return (await request<{ message: string; user: UserDetails }>('auth', '/update-user', { method: 'POST', body: change })).json;
  },
  async changePassword(oldPassword: string, newPassword: string): Promise<{ message: string }> {
    return (await request<{ message: string }>('auth', '/changePassword', { method: 'POST', body: { oldPassword, newPassword } })).json;
  },
  async isUsing2fa(username: string): Promise<boolean> {
    return (await request<{ using2fa: boolean }>('auth', '/getUsing2fa', { query: { username } })).json.using2fa;
  },
  async startTwoFactorSetup(username: string): Promise<MfaSetup> {
    return (await request<MfaSetup>('auth', '/mfasetup', { query: { username } })).json;
  },
  /** Turns two-factor on (with a code of the new secret) or off (with a code of the current one). */
  async setUsing2fa(username: string, using2fa: boolean, code: string): Promise<{ using2fa: boolean; message: string }> {
    return (
      await request<{ using2fa: boolean; message: string }>('auth', '/using2fa', {
        query: { using2fa, username, code },
      })
    ).json;
  },
};
