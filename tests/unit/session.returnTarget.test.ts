// The page a person comes back to after signing in or choosing an account: only this console's own
// signed-in pages, never another site, and not the account list (where one lands anyway).
import { describe, expect, it } from 'vitest';
import { consoleReturnPath, returnTargetOf, returningTo } from '../../src/session/returnTarget';
import { returnablePath } from '../../src/pages/returnTo';

describe('return targets', () => {
  it('accepts the console pages, with their query', () => {
    expect(consoleReturnPath('/app/dashboards')).toBe('/app/dashboards');
    expect(consoleReturnPath('/app/pages/edit-app/3?type=app&name=SW52ZW50b3J5')).toBe('/app/pages/edit-app/3?type=app&name=SW52ZW50b3J5');
    expect(returnTargetOf('?returnTo=%2Fapp%2F1%2Fusers')).toBe('/app/1/users');
  });

  it('refuses other sites, other paths and the account list', () => {
    for (const path of ['https://evil.example/app/x', '//evil.example/app', '/app//evil.example', '/\\evil.example', 'app/x', '/admin/app/x', '/app/pages/account-list', '/app/x#y', '']) {
      expect(consoleReturnPath(path), path).toBeUndefined();
    }
  });

  it('names the page in the address it sends to, when it is worth coming back to', () => {
    expect(returningTo('/admin/auth/login', '/app/data-export')).toBe('/admin/auth/login?returnTo=%2Fapp%2Fdata-export');
    expect(returningTo('/app/pages/account-list', '/app/1/users?tab=1')).toBe('/app/pages/account-list?returnTo=%2Fapp%2F1%2Fusers%3Ftab%3D1');
    expect(returningTo('/admin/auth/login', '/app/pages/account-list?mode=view-all')).toBe('/admin/auth/login');
  });

  it('lets the sign-in page come back to a console page or a public one', () => {
    expect(returnablePath('/app/data-export')).toBe('/app/data-export');
    expect(returnablePath('/auth/accept-invite?key=k')).toBe('/auth/accept-invite?key=k');
    expect(returnablePath('https://evil.example')).toBeUndefined();
  });
});
