import { describe, expect, it } from 'vitest';
import { pagePath } from '../../src/config/pagePath';
import { createRegistry } from '../../src/plugins/registry';
import { definePlugin } from '../../src/plugins/types';

const View = () => null;

describe('a page declared once', () => {
  it('gives the route pattern and builds its paths', () => {
    const detail = pagePath('/app/:accountId/:appId/detialPage');
    expect(detail.pattern).toBe('/app/:accountId/:appId/detialPage');
    expect(detail.params).toEqual(['accountId', 'appId']);
    expect(detail.path({ accountId: 42, appId: 'a b' })).toBe('/app/42/a%20b/detialPage');
  });

  it('yields the guarded route, the menu entry and the access answer', () => {
    const registry = createRegistry([
      definePlugin({
        name: 'fixture',
        pages: [{ path: pagePath('/app/:accountId/things'), component: View, anyOfFlags: ['view_things'], access: 'things', nav: { key: 'things', label: 'things.menu' } }],
      }),
    ]);
    expect(registry.routes).toEqual([expect.objectContaining({ path: '/app/:accountId/things', anyOfFlags: ['view_things'] })]);
    const [entry] = registry.menu;
    expect(entry).toMatchObject({ key: 'things', anyOfFlags: ['view_things'] });
    expect(typeof entry.to === 'function' && entry.to('7')).toBe('/app/7/things');
    expect(registry.canAccess({ view_things: true }, { resource: 'things' })).toBe(true);
    expect(registry.canAccess({}, { resource: 'things' })).toBe(false);
  });

  it('refuses a menu entry whose path needs more than the current account', () => {
    const plugin = definePlugin({
      name: 'fixture',
      pages: [{ path: pagePath('/app/:accountId/:appId/detail'), component: View, nav: { key: 'detail', label: 'detail' } }],
    });
    expect(() => createRegistry([plugin])).toThrow(/only :accountId/);
  });
});
