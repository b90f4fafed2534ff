// The signed-in user's own calls on the auth service (console-shell.md §7).
import { request } from '../../dataProviders/httpClient';

export interface UserDetails {
  id: number | string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profilePicture: string | null;
  using2fa: boolean;
}

export interface ProfileChange {
  firstName: string;
  lastName: string;
  /** A PNG/JPEG data URL, or null to remove the picture. */
  profilePicture: string | null;
}

export interface TwoFactorSetup {
  message: string;
  /** The secret to type into an authenticator app that cannot scan. */
  mfaCode: string;
  /** A PNG data URL of the QR code. */
  qrCode: string;
}

export const profileApi = {
  async userDetails(username: string): Promise<UserDetails> {
    return (await request<UserDetails>('auth', '/getUserDetails', { query: { username } })).json;
  },
  async updateUser(change: ProfileChange): Promise<{ message: string; user: UserDetails }> {
    return (await request<{ message: string; user: UserDetails }>('auth', '/update-user', { method: 'POST', body: change })).json;
  },
  async changePassword(oldPassword: string, newPassword: string): Promise<{ message: string }> {
    return (await request<{ message: string }>('auth', '/changePassword', { method: 'POST', body: { oldPassword, newPassword } })).json;
  },
  async isUsing2fa(username: string): Promise<boolean> {
    return (await request<{ using2fa: boolean }>('auth', '/getUsing2fa', { query: { username } })).json.using2fa;
  },
  async startTwoFactorSetup(username: string): Promise<TwoFactorSetup> {
    return (await request<TwoFactorSetup>('auth', '/mfasetup', { query: { username } })).json;
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
