import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../src/plugins/registry';
import { profilePlugin } from '../../src/resources/profile';
import { apiDocumentsPlugin } from '../../src/resources/apiDocuments';

const registry = createRegistry([profilePlugin, apiDocumentsPlugin]);
const route = (path: string) => registry.routes.find((r) => r.path === path);

describe('the profile pages', () => {
  it('are served at the spec paths to every signed-in user, without a menu entry', () => {
    for (const path of ['/app/two-factor', '/app/change-password', '/app/edit-profile']) {
      expect(route(path)).toBeDefined();
      expect(route(path)?.anyOfFlags ?? []).toEqual([]);
      expect(route(path)?.noLayout).toBeFalsy();
    }
    expect(profilePlugin.pages?.filter((page) => page.nav) ?? []).toEqual([]);
    expect(registry.canAccess({}, { resource: 'profile' })).toBe(true);
  });

  it('say nothing about other resources', () => {
    expect(profilePlugin.canAccess?.({}, { resource: 'accounts' })).toBeUndefined();
  });

  it('have their texts in every language', async () => {
    expect(profilePlugin.messages?.en).toBeDefined();
    for (const locale of ['fr', 'sp', 'jp', 'zh'] as const) {
      await expect(profilePlugin.messages?.[locale]?.()).resolves.toBeDefined();
    }
  });
});

describe('API Documents', () => {
  it('is open only to holders of view_swagger, as a route and as a menu entry', () => {
    expect(route('/app/api-documents')?.anyOfFlags).toEqual(['view_swagger']);
    expect(registry.menu).toEqual([
      expect.objectContaining({ label: 'shell.menu.apiDocuments', to: '/app/api-documents', anyOfFlags: ['view_swagger'] }),
    ]);
    expect(registry.canAccess({ view_swagger: true }, { resource: 'apiDocuments' })).toBe(true);
    expect(registry.canAccess({ view_user: true }, { resource: 'apiDocuments' })).toBe(false);
  });
});
