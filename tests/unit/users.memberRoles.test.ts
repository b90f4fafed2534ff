import { describe, expect, it } from 'vitest';
import { changedGrants, memberRolesValues } from '../../src/resources/users/memberRoles';

describe('member roles form', () => {
  const held = memberRolesValues([
    { appInstanceId: 1, roles: [{ id: 2, roleName: 'DEVELOPER', kind: 'default' }] },
    { appInstanceId: 7, roles: [{ id: 30, roleName: 'Editor', kind: 'instance' }, { id: 4, roleName: 'USER', kind: 'default' }] },
    { appInstanceId: 9, roles: [] },
  ]);

  it('starts from the roles held in each instance', () => {
    expect(held).toEqual({ i1: ['default:2'], i7: ['instance:30', 'default:4'], i9: [] });
  });

  it('sends only the instances whose choice changed, whatever the order of the choices', () => {
    const values = { i1: ['default:3'], i7: ['default:4', 'instance:30'], i9: [] };
    expect(changedGrants([1, 7, 9], held, values)).toEqual([{ appInstanceId: 1, appInstanceRoleIds: [], defaultRoleIds: [3] }]);
  });

  it('sends an emptied choice as an empty grant (back to the user type\'s defaults)', () => {
    expect(changedGrants([1, 7, 9], held, { ...held, i7: [] })).toEqual([{ appInstanceId: 7, appInstanceRoleIds: [], defaultRoleIds: [] }]);
    expect(changedGrants([1, 7, 9], held, { ...held, i9: ['instance:31'] }))
      .toEqual([{ appInstanceId: 9, appInstanceRoleIds: [31], defaultRoleIds: [] }]);
  });

  it('sends nothing when nothing changed', () => {
    expect(changedGrants([1, 7, 9], held, { ...held })).toEqual([]);
  });
});
