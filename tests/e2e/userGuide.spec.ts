// The user guide and help (console-shell.md §2 docs, helppage) and the accounts map (maps):
// reading, searching, following links between pages, another language, and the map as a table.
import { expect, shell, test } from './kit';

test('a member reads the guide, searches it, opens help from a result, and reads it in French where translated', async ({ page, seed, signIn }) => {
  // Someone of their own: switching the language is remembered for the person.
  const account = await seed.account();
  await signIn({ ...account.owner, account: account.businessName });
  await shell.openMenu(page, 'User guide');
  await expect(page).toHaveURL(/\/admin\/app\/docs$/);
  await expect(page.getByRole('heading', { name: 'Getting started', level: 1 })).toBeVisible();

  // Chapters, and a link inside one that leads to another.
  const chapters = page.getByRole('navigation', { name: 'Chapters' });
  await chapters.getByRole('link', { name: 'My Apps and the Marketplace' }).click();
  await expect(page.getByRole('heading', { name: 'My Apps and the Marketplace', level: 1 })).toBeVisible();
  await expect(chapters.getByRole('link', { name: 'My Apps and the Marketplace' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('article').getByRole('link', { name: 'Users and invitations' }).click();
  await expect(page.getByRole('heading', { name: 'Users and invitations', level: 1 })).toBeVisible();

  // Search: every page holding the words, the match shown in its sentence.
  await page.getByRole('searchbox', { name: 'Search the guide' }).fill('expired invitation');
  await expect(page.getByRole('status')).toHaveText('2 pages match');
  await expect(page.getByRole('link', { name: 'Users and invitations' })).toBeVisible();
  await expect(page.getByText('My invitation link says it has expired')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the guide' }).fill('xylophone');
  await expect(page.getByRole('status')).toHaveText('Nothing in the guide matches “xylophone”.');
  // The help page's result, once the results show (the menu has a link named Help too), opens the help page.
  await page.getByRole('searchbox', { name: 'Search the guide' }).fill('no role assigned');
  await expect(page.getByRole('status')).toHaveText('2 pages match');
  await page.getByRole('search').getByRole('link', { name: 'Help', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/app\/helppage$/);
  await expect(page.getByRole('heading', { name: 'An app says "no role assigned"' })).toBeVisible();

  // In French: the translated pages in French, the others in English with a note saying so.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { name: 'Aide', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('link', { name: "Ouvrir le guide de l'utilisateur" }).click();
  await expect(page.getByRole('heading', { name: 'Premiers pas', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Chapitres' }).getByRole('link', { name: 'Security and your profile' }).click();
  await expect(page.getByText("Cette page n'est pas encore traduite : elle est affichée en anglais.")).toBeVisible();
  await expect(page.getByRole('article')).toHaveAttribute('lang', 'en');
});

test('the accounts map shades the countries of a person\'s accounts and reads as a table', async ({ page, seed, signIn }) => {
  const account = await seed.account(undefined, { country: 'United Kingdom' });
  await signIn({ ...account.owner, account: account.businessName });
  await shell.openMenu(page, 'Accounts map');
  await expect(page).toHaveURL(/\/admin\/app\/maps$/);
  const map = page.getByRole('region', { name: 'Accounts map' });
  // The account is in the United Kingdom: shaded, with its name on hover.
  await expect(map.locator('path[data-country="United Kingdom"] title')).toHaveText(`United Kingdom: ${account.businessName}`);
  await expect(map.locator('path[data-country="France"] title')).toHaveCount(0);
  await map.getByRole('button', { name: 'Show as table' }).click();
  // An owner sees the dashboard of the account, so its members are counted.
  await expect(map.getByRole('row', { name: `United Kingdom ${account.businessName} 1` })).toBeVisible();
});
