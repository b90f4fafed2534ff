// GET /auth/getUserDetails, POST /auth/update-user, /auth/changePassword, /auth/passwordValidate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { bearer, login, newUser, PASSWORD, signIn } from './fixtures-auth';
import { PASSWORD_RULE_MESSAGE } from '../../server/src/security/passwords';

const FORMAT_MESSAGE = 'Uploaded file is not in desired format, please upload PNG/JPEG file.';
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;
const JPEG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]).toString('base64')}`;

describe('the signed-in user\'s profile', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server.close(); });

  const post = (url: string, payload: unknown, accessToken?: string) =>
    server.app.inject({ method: 'POST', url, payload: payload as object, headers: accessToken ? bearer(accessToken) : {} });
  const details = (username: string, accessToken: string) =>
    server.app.inject({ method: 'GET', url: `/auth/getUserDetails?username=${encodeURIComponent(username)}`, headers: bearer(accessToken) });

  describe('GET /auth/getUserDetails', () => {
    it('answers the caller\'s own details', async () => {
      const user = await newUser(server);
      const { accessToken } = await signIn(server, user);
      const res = await details(user.username.toUpperCase(), accessToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: user.id, username: user.username, email: user.email, firstName: user.firstName, lastName: user.lastName,
        profilePicture: null, using2fa: false, ssoSystem: null,
      });
    });

    it('answers 403 for someone else, 401 without or with an expired token, 400 without a username', async () => {
      const user = await newUser(server);
      const other = await newUser(server);
      const { accessToken } = await signIn(server, user);
      expect((await details(other.username, accessToken)).statusCode).toBe(403);
      const anonymous = await server.app.inject({ method: 'GET', url: `/auth/getUserDetails?username=${user.username}` });
      expect(anonymous.statusCode).toBe(401);
      const expired = await server.app.platform.tokens.signAccess({ userId: user.id, username: user.username, sessionId: 'x' }, -10);
      expect((await details(user.username, expired)).json()).toMatchObject({ status: 401, error: 'invalid_token' });
      const res = await server.app.inject({ method: 'GET', url: '/auth/getUserDetails', headers: bearer(accessToken) });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('POST /auth/update-user', () => {
    it('changes the name and the picture, and null removes the picture', async () => {
      const user = await newUser(server);
      const { accessToken } = await signIn(server, user);
      const res = await post('/auth/update-user', { firstName: 'Ann', lastName: 'Lee', profilePicture: PNG }, accessToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'User updated successfully',
        user: expect.objectContaining({ id: user.id, firstName: 'Ann', lastName: 'Lee', profilePicture: PNG }),
      });
      expect((await login(server, user.username)).json()).toMatchObject({ firstName: 'Ann', profilePicture: PNG });

      // Without the field the picture stays; a JPEG replaces it; null removes it.
      expect((await post('/auth/update-user', { firstName: 'Ann', lastName: 'Li' }, accessToken)).json().user.profilePicture).toBe(PNG);
      expect((await post('/auth/update-user', { firstName: 'Ann', lastName: 'Li', profilePicture: JPEG }, accessToken)).json().user.profilePicture).toBe(JPEG);
      const cleared = await post('/auth/update-user', { firstName: 'Ann', lastName: 'Li', profilePicture: null }, accessToken);
      expect(cleared.json().user.profilePicture).toBeNull();
      expect((await details(user.username, accessToken)).json()).toMatchObject({ lastName: 'Li', profilePicture: null });
    });

    it('refuses pictures that are not really PNG or JPEG, and pictures over 1 MB', async () => {
      const user = await newUser(server);
      const { accessToken } = await signIn(server, user);
      const gif = `data:image/png;base64,${Buffer.from('GIF89a.....').toString('base64')}`;
      const wrongType = JPEG.replace('image/jpeg', 'image/png');
      for (const profilePicture of [gif, wrongType, 'data:image/gif;base64,R0lGODlh', 'https://example.com/me.png', 'not a picture']) {
        const res = await post('/auth/update-user', { firstName: 'A', lastName: 'B', profilePicture }, accessToken);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status: 400, message: FORMAT_MESSAGE });
      }
      const big = Buffer.alloc(1024 * 1024 + 1);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
      const res = await post('/auth/update-user', { firstName: 'A', lastName: 'B', profilePicture: `data:image/png;base64,${big.toString('base64')}` }, accessToken);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/1 MB/);
      expect((await details(user.username, accessToken)).json().firstName).toBe(user.firstName);
    });

    it('answers 400 for missing or empty names and 401 without a token', async () => {
      const user = await newUser(server);
      const { accessToken } = await signIn(server, user);
      for (const payload of [{ lastName: 'B' }, { firstName: '', lastName: 'B' }, { firstName: { a: 1 }, lastName: 'B' }]) {
        expect((await post('/auth/update-user', payload, accessToken)).statusCode).toBe(400);
      }
      expect((await post('/auth/update-user', { firstName: 'A', lastName: 'B' })).statusCode).toBe(401);
    });
  });

  describe('POST /auth/changePassword', () => {
    const NEW = 'N3w!password';

    it('changes the password and ends every other session of the user', async () => {
      const user = await newUser(server);
      const here = await signIn(server, user);
      const elsewhere = await signIn(server, user);
      const res = await post('/auth/changePassword', { oldPassword: PASSWORD, newPassword: NEW }, here.accessToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Password updated, Please login with new password.' });

      expect((await login(server, user.username, PASSWORD)).statusCode).toBe(401);
      expect((await login(server, user.username, NEW)).statusCode).toBe(200);
      expect((await post('/auth/tokenCheck', {}, elsewhere.accessToken)).statusCode).toBe(401);
      expect((await post('/auth/tokenCheck', {}, here.accessToken)).statusCode).toBe(200);
    });

    it('answers 400 for a wrong old password or a weak new one, and keeps the password', async () => {
      const user = await newUser(server);
      const { accessToken } = await signIn(server, user);
      const wrongOld = await post('/auth/changePassword', { oldPassword: 'Wr0ng!pass', newPassword: NEW }, accessToken);
      expect(wrongOld.statusCode).toBe(400);
      expect(wrongOld.json()).toMatchObject({ status: 400, message: 'Old password is incorrect' });
      const weak = await post('/auth/changePassword', { oldPassword: PASSWORD, newPassword: 'password' }, accessToken);
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ message: PASSWORD_RULE_MESSAGE });
      expect((await post('/auth/changePassword', { oldPassword: PASSWORD }, accessToken)).statusCode).toBe(400);
      expect((await login(server, user.username)).statusCode).toBe(200);
    });

    it('answers 403 for single sign-on users and 401 without a token', async () => {
      const sso = await newUser(server, 'sso_user');
      const { accessToken } = await signIn(server, sso);
      expect((await post('/auth/changePassword', { oldPassword: PASSWORD, newPassword: NEW }, accessToken)).statusCode).toBe(403);
      expect((await post('/auth/changePassword', { oldPassword: PASSWORD, newPassword: NEW })).statusCode).toBe(401);
    });
  });

  describe('POST /auth/passwordValidate', () => {
    it('judges a password against the rule without a token', async () => {
      expect((await post('/auth/passwordValidate', { password: 'Str0ng!pass' })).json()).toEqual({ valid: true, message: expect.any(String) });
      for (const password of ['Sh0rt!', 'nouppercase1!', 'NOLOWERCASE1!', 'NoDigits!!', 'NoSpecial123']) {
        expect((await post('/auth/passwordValidate', { password })).json()).toEqual({ valid: false, message: PASSWORD_RULE_MESSAGE });
      }
    });

    it('answers 400 without a password', async () => {
      expect((await post('/auth/passwordValidate', {})).statusCode).toBe(400);
    });
  });
});
