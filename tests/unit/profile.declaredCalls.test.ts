// The profile goes by its route declarations (contract/profileRoutes.ts): the signed-in user's details
// are the profile resource's one record, its id the username, read and changed (the saved details
// answered) at the spec's addresses.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_RESOURCE, profileDataProvider } from '../../src/resources/profile/profileDataProvider';
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
