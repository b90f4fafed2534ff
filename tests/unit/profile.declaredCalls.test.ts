// The profile goes by its route declarations (contract/profileRoutes.ts): the signed-in user's details
// are the profile resource's one record, its id the username, read and changed (the saved details
// answered) at the spec's addresses; so is whether they sign in with a second factor (the twoFactor
// resource's record), switched with a code, and a new secret is asked to set it up.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PROFILE_RESOURCE, TWO_FACTOR_RESOURCE, profileDataProvider, twoFactorDataProvider,
} from '../../src/resources/profile/profileDataProvider';
import { recordCalls } from './recordedCalls';

afterEach(() => vi.unstubAllGlobals());

const details = {
  id: 3, username: 'ada@example.com', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace',
  profilePicture: null, using2fa: false, ssoSystem: null,
};

describe("the profile's record", () => {
  it('is read by its username and changed at the spec’s addresses, the saved details answered', async () => {
    const calls = recordCalls(({ method }) => (method === 'GET' ? details : { message: 'saved', user: { ...details, firstName: 'Augusta' } }));
    await expect(profileDataProvider.getOne(PROFILE_RESOURCE, { id: 'ada@example.com' })).resolves.toEqual({ data: { ...details, id: 'ada@example.com' } });
    const change = { firstName: 'Augusta', lastName: 'Lovelace', profilePicture: null };
    await expect(profileDataProvider.update(PROFILE_RESOURCE, { id: 'ada@example.com', data: change, previousData: details }))
      .resolves.toEqual({ data: { ...details, id: 'ada@example.com', firstName: 'Augusta' } });
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['GET /auth/getUserDetails?username=ada@example.com', undefined],
      ['POST /auth/update-user', change],
    ]);
  });
});

describe("the two-factor record", () => {
  it('is read by the username and switched with a code at the spec’s addresses, the state as saved answered', async () => {
    const calls = recordCalls(({ path }) => (path.startsWith('/auth/getUsing2fa') ? { using2fa: false }
      : path.startsWith('/auth/mfasetup') ? { qrCode: 'data:image/png;base64,AA', mfaCode: 'SECRET' }
        : { using2fa: true, message: 'Two-factor authentication enabled' }));
    await expect(twoFactorDataProvider.getOne(TWO_FACTOR_RESOURCE, { id: 'ada@example.com' }))
      .resolves.toEqual({ data: { id: 'ada@example.com', using2fa: false } });
    await profileDataProvider.startTwoFactorSetup(PROFILE_RESOURCE, { username: 'ada@example.com' });
    await expect(twoFactorDataProvider.update(TWO_FACTOR_RESOURCE, {
      id: 'ada@example.com', data: { using2fa: true, code: '123456' }, previousData: { id: 'ada@example.com', using2fa: false },
    })).resolves.toEqual({ data: { id: 'ada@example.com', using2fa: true } });
    await expect(twoFactorDataProvider.delete(TWO_FACTOR_RESOURCE, { id: 'ada@example.com' })).rejects.toThrow();
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /auth/getUsing2fa?username=ada@example.com',
      'GET /auth/mfasetup?username=ada@example.com',
      'GET /auth/using2fa?using2fa=true&username=ada@example.com&code=123456',
    ]);
  });
});
