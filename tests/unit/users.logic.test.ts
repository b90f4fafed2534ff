import { describe, expect, it } from 'vitest';
import { invitationPayload, roleValue } from '../../src/resources/users/invitationPayload';
import { allowedUserTypes, memberChangeMessage } from '../../src/resources/users/memberChange';
import { returnTarget } from '../../src/pages/returnTo';
import { USER_TYPES } from '../../contract/usersRules';
import type { InstanceRoleChoices } from '../../contract/users';

const choices: InstanceRoleChoices[] = [
  {
    appInstanceId: 10, appId: 1, appName: 'AdminApp', isAdminApp: true, roles: [
      { id: 1, roleName: 'OWNER', kind: 'default', userType: 'OWNER' },
      { id: 2, roleName: 'DEVELOPER', kind: 'default', userType: 'DEVELOPER' },
      { id: 7, roleName: 'Auditor', kind: 'instance', userType: null },
    ],
  },
  {
    appInstanceId: 20, appId: 5, appName: 'Inventory', isAdminApp: false, roles: [
      { id: 3, roleName: 'Inventory Viewer', kind: 'default', userType: 'USER' },
      { id: 9, roleName: 'Stock Clerk', kind: 'instance', userType: null },
    ],
  },
  { appInstanceId: 30, appId: 6, appName: 'Billing', isAdminApp: false, roles: [{ id: 4, roleName: 'Payer', kind: 'default', userType: 'USER' }] },
];
const from = { accountId: 3, userId: 42 };

describe('the invite payload', () => {
  it('sends a custom console role as roleId and the other apps\' chosen roles as appRoles', () => {
    const payload = invitationPayload({
      toEmail: '  new@example.com ', userType: 'DEVELOPER', adminRole: 'instance:7',
      appRoles: { i20: ['default:3', 'instance:9'], i30: [] },
    }, choices, from);
    expect(payload).toEqual({
      toEmail: 'new@example.com', fromAccountId: 3, fromUserId: 42, roleId: 7, roleName: 'Auditor', userType: 'DEVELOPER',
      appRoles: [{ appInstanceId: 20, appInstanceRoleIds: [9], defaultRoleIds: [3] }],
    });
  });

  it('sends a default console role as a grant on the AdminApp instance, named but without roleId', () => {
    const payload = invitationPayload({ toEmail: 'a@b.example', userType: 'USER', adminRole: roleValue(choices[0].roles[1]) }, choices, from);
    expect(payload.roleId).toBeNull();
    expect(payload.roleName).toBe('DEVELOPER');
    expect(payload.appRoles).toEqual([{ appInstanceId: 10, appInstanceRoleIds: [], defaultRoleIds: [2] }]);
  });

  it('leaves the roles to the user type when none is chosen', () => {
    const payload = invitationPayload({ toEmail: 'a@b.example', userType: 'USER', adminRole: '' }, choices, from);
    expect(payload).toMatchObject({ roleId: null, roleName: null, appRoles: [] });
  });
});

describe('member changes', () => {
  it('calls bringing an INACTIVE member back a restore, anything else a status update', () => {
    expect(memberChangeMessage({ status: 'INACTIVE' }, { status: 'ACTIVE' })).toBe('users.notifications.restored');
    expect(memberChangeMessage({ status: 'ACTIVE' }, { status: 'INACTIVE' })).toBe('users.notifications.statusUpdated');
    expect(memberChangeMessage({ status: 'INACTIVE' }, { status: 'INACTIVE' })).toBe('users.notifications.statusUpdated');
    expect(memberChangeMessage({ status: 'ACTIVE' }, {})).toBe('users.notifications.statusUpdated');
  });

  it('offers the owner type only to holders of allpermissions', () => {
    expect(allowedUserTypes(USER_TYPES, { allpermissions: true })).toEqual(['OWNER', 'DEVELOPER', 'USER']);
    expect(allowedUserTypes(USER_TYPES, { view_user: true })).toEqual(['DEVELOPER', 'USER']);
    expect(allowedUserTypes(USER_TYPES, undefined)).toEqual(['DEVELOPER', 'USER']);
  });
});

describe('coming back after sign-in', () => {
  it('returns only to this console\'s public /auth/ pages', () => {
    const search = (path: string) => `?returnTo=${encodeURIComponent(path)}`;
    expect(returnTarget(search('/auth/accept-invite?key=abc_-1&nId='))).toBe('/auth/accept-invite?key=abc_-1&nId=');
    expect(returnTarget(search('/auth/resend-invite?key=k'))).toBe('/auth/resend-invite?key=k');
    for (const bad of ['//evil.example/auth/x', 'https://evil.example/auth/x', '/app/pages/account-list', '/auth/../app', 'javascript:alert(1)', '/auth/x#y']) {
      expect(returnTarget(search(bad)), bad).toBeUndefined();
    }
    expect(returnTarget('')).toBeUndefined();
  });
});
