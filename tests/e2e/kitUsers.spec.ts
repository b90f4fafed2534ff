// A journey written with the testers' kit alone (tests/e2e/kit, docs/testing.md): its people are
// seeded through the real endpoints and removed at the end; it reads and drives the screens through
// the kit's page objects.
import { ListPage, shell, test, expect } from './kit';

test('an owner finds the members of a freshly seeded account: sorted, searched, and none matching', async ({ seed, signIn, page }) => {
  const account = await seed.account();
  const developer = await seed.member(account, 'DEVELOPER');
  const member = await seed.member(account, 'USER');

  await signIn({ ...account.owner, account: account.businessName });
  await shell.openMenu(page, 'Users');
  const users = new ListPage(page);
  await expect(users.row(member.username)).toBeVisible();
  expect(await users.cell(users.row(developer.username), 'User type')).toBe('Developer');
  // Seeded addresses start with the type: user-… > owner-… > developer-….
  await users.sortBy('Email', 'descending');
  await expect(users.rows.first()).toContainText(member.username);
  await expect(users.rows.last()).toContainText(developer.username);
  await users.sortBy('Email', 'ascending');
  await expect(users.rows.first()).toContainText(developer.username);
  await users.search(developer.username, developer.username);
  await expect(users.rows).toHaveCount(1);
  await users.search('nobody-matches');
  await users.expectEmpty('No users match');
});

test('someone of another account does not find those members', async ({ seed, signIn, page }) => {
  const account = await seed.account();
  const member = await seed.member(account, 'USER');
  const outsider = await seed.outsider();

  await signIn(outsider);
  await shell.openMenu(page, 'Users');
  const users = new ListPage(page);
  await expect(users.row(outsider.username)).toBeVisible();
  await expect(users.row(member.username)).toHaveCount(0);
});
