// The roles domain's permission calls go by their declarations (contract/rolesRoutes.ts): the spec's
// addresses and methods, the record's id filled in, and the answer as the server sends it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rolesDataProvider, ROLES_RESOURCE } from '../../src/resources/roles/rolesDataProvider';
import { appPermissionRoutes } from '../../contract/rolesRoutes';
import { pathOf } from '../../contract/routeTable';

/** Every call the console sends: method, path with its query, and body. */
function stubServer(answer: unknown) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const text = await request.text();
    calls.push({ method: request.method, path: `${url.pathname}${url.search}`, body: text ? JSON.parse(text) : undefined });
    return Response.json(answer);
  }));
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("the roles domain's declared calls", () => {
  it("ask how many roles hold a permission at the spec's address, and answer its counts", async () => {
    const calls = stubServer({ defaultRoles: 2, instanceRoles: 3 });
    await expect(rolesDataProvider.permissionUsage(ROLES_RESOURCE, 7)).resolves.toEqual({ defaultRoles: 2, instanceRoles: 3 });
    expect(calls).toEqual([{ method: 'GET', path: '/app/developerApp/appPermission/7/usage', body: undefined }]);
  });

  it('change and delete a permission with its id in the path and the change in the body', async () => {
    const calls = stubServer({ message: 'Permission updated successfully' });
    await rolesDataProvider.updatePermission(ROLES_RESOURCE, 7, { displayLabel: 'Export data' });
    await rolesDataProvider.deletePermission(ROLES_RESOURCE, 8);
    await rolesDataProvider.createPermission(ROLES_RESOURCE, { appId: 3, permissionName: 'export', displayLabel: 'Export', description: null });
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PUT /app/developerApp/appPermission/7', 'DELETE /app/developerApp/appPermission/8', 'POST /app/developerApp/appPermission',
    ]);
    expect(calls[0].body).toEqual({ displayLabel: 'Export data' });
  });

  it('fill path parameters encoded, and refuse a missing one', () => {
    expect(pathOf(appPermissionRoutes.usage, { id: 'a/b' })).toBe('/appPermission/a%2Fb/usage');
    expect(() => pathOf(appPermissionRoutes.usage, {})).toThrow('no value for :id');
  });
});
