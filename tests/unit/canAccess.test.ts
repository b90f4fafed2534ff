import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider';
import { session } from '../../src/session/session';
import { createRegistry } from '../../src/plugins/registry';
import { definePlugin } from '../../src/plugins/types';

const registry = createRegistry([
  definePlugin({
    name: 'users',
    messages: { en: {} },
    canAccess: (flags, { resource }) => (resource === 'users' ? flags.view_user === true : undefined),
  }),
  definePlugin({
    name: 'apps',
    messages: { en: {} },
    canAccess: (flags, { resource }) => (resource === 'apps' ? flags.view_apps === true : undefined),
  }),
]);
const authProvider = createAuthProvider(registry);
const canAccess = (resource: string) => authProvider.canAccess!({ resource, action: 'list' });

function inAccountWith(flags: Record<string, boolean>) {
  session.set('accountId', 7);
  session.setJson('permissions', flags);
}

beforeEach(() => localStorage.clear());

describe('canAccess over the session flags', () => {
  it('allows a resource whose flag the user holds, and denies one whose flag is absent', async () => {
    inAccountWith({ view_user: true });
    expect(await canAccess('users')).toBe(true);
    expect(await canAccess('apps')).toBe(false);
  });

  it('allpermissions grants everything, even resources no plugin claims', async () => {
    inAccountWith({ allpermissions: true });
    expect(await canAccess('users')).toBe(true);
    expect(await canAccess('apps')).toBe(true);
    expect(await canAccess('anything')).toBe(true);
  });

  it('denies a resource no plugin claims', async () => {
    inAccountWith({ view_user: true, view_apps: true });
    expect(await canAccess('secrets')).toBe(false);
  });

  it('has no flags before an account is chosen', async () => {
    session.setJson('permissions', { allpermissions: true });
    expect(await authProvider.getPermissions!({})).toEqual({});
    expect(await canAccess('users')).toBe(false);
  });

  it('answers from the session without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    inAccountWith({ view_user: true });
    expect(await canAccess('users')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
