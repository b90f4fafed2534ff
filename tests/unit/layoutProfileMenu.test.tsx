import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ProfileMenu } from '../../src/layout/header/ProfileMenu';
import { renderInShell } from './layoutTestKit';

const openMenuAs = async (username: string) => {
  localStorage.setItem('username', username);
  localStorage.setItem('firstName', 'Ada');
  localStorage.setItem('lastName', 'Lovelace');
  renderInShell(<ProfileMenu />);
  fireEvent.click(await screen.findByRole('button', { name: /: Profile menu$/ }));
  return screen.findByRole('menu');
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the profile menu', () => {
  it("shows the user's name", async () => {
    await openMenuAs('ada');
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
  });

  it('offers Edit Profile, Security, Change Password and Sign Out, each where the spec says', async () => {
    const menu = await openMenuAs('ada');
    const items = Array.from(menu.querySelectorAll('[role="menuitem"]'));
    expect(items.map((item) => item.textContent)).toEqual(['Edit Profile', 'Security', 'Change Password', 'Sign Out']);
    expect(items.slice(0, 3).map((item) => item.getAttribute('href'))).toEqual([
      '/app/edit-profile',
      '/app/two-factor',
      '/app/change-password',
    ]);
  });

  it('hides Change Password from single sign-on users (username starting with sso_)', async () => {
    const menu = await openMenuAs('sso_ada');
    const labels = Array.from(menu.querySelectorAll('[role="menuitem"]')).map((item) => item.textContent);
    expect(labels).toEqual(['Edit Profile', 'Security', 'Sign Out']);
  });
});
