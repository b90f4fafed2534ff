import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../src/plugins/registry';
import { accountsPlugin } from '../../src/resources/accounts';

const registry = createRegistry([accountsPlugin]);
const noFlags = {};

describe('who may do what with accounts', () => {
  it('lets every signed-in user list and create accounts, even before any flags are loaded', () => {
    expect(registry.canAccess(noFlags, { resource: 'accounts', action: 'list' })).toBe(true);
    expect(registry.canAccess(noFlags, { resource: 'accounts', action: 'create' })).toBe(true);
  });

  it('keeps editing and deleting an account to its owners', () => {
    for (const action of ['edit', 'delete']) {
      expect(registry.canAccess(noFlags, { resource: 'accounts', action, record: { id: 1, userType: 'OWNER' } })).toBe(true);
      expect(registry.canAccess(noFlags, { resource: 'accounts', action, record: { id: 1, userType: 'DEVELOPER' } })).toBe(false);
      expect(registry.canAccess(noFlags, { resource: 'accounts', action, record: { id: 1, userType: 'USER' } })).toBe(false);
    }
  });

  it("does so whatever the caller may do in the account they work in (an owner there is a plain user here)", () => {
    const owner = { allpermissions: true };
    expect(registry.canAccess(owner, { resource: 'accounts', action: 'delete', record: { id: 2, userType: 'USER' } })).toBe(false);
    expect(registry.canAccess(owner, { resource: 'accounts', action: 'edit', record: { id: 2, userType: 'OWNER' } })).toBe(true);
    expect(registry.canAccess(owner, { resource: 'accounts', action: 'list' })).toBe(true);
  });

  it('has no say over other resources', () => {
    expect(registry.canAccess(noFlags, { resource: 'apps', action: 'list' })).toBe(false);
  });

  it('serves the account list at the spec path without any flag', () => {
    const route = registry.routes.find((r) => r.path === '/app/pages/account-list');
    expect(route).toBeDefined();
    expect(route?.anyOfFlags ?? []).toEqual([]);
  });
});
