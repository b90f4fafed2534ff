// Page objects for the shapes every plugin's screens share: a list (search, sort, pages, rows and
// their actions, the empty state), a form (fill by label, submit, read a field's error), dialogs
// (confirm, the success dialog with Close) and the shell (menu, account switch). They find things
// by role and accessible name, as a person using a screen reader would (docs/testing.md).
import { expect, type Locator, type Page } from '@playwright/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A list in a table: the one named `name` (the console's section tables), or the page's only one (react-admin's lists). */
export class ListPage {
  readonly table: Locator;

  constructor(readonly page: Page, name?: string | RegExp) {
    this.table = name === undefined ? page.getByRole('table') : page.getByRole('table', { name });
  }

  /** The data rows (the header row apart). */
  get rows(): Locator {
    return this.table.locator('tbody').getByRole('row');
  }

  /** The rows showing `text` somewhere. */
  row(text: string | RegExp): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** A cell's text, by row and column header. */
  async cell(row: Locator, column: string): Promise<string> {
    await expect(row).toBeVisible();
    const headers = await this.table.getByRole('columnheader').allInnerTexts();
    const index = headers.findIndex((h) => h.trim() === column);
    if (index < 0) throw new Error(`No column ${column} among ${headers.join(', ')}`);
    return (await row.getByRole('cell').nth(index).innerText()).trim();
  }

  /**
   * Types into the list's search box (a text box or a search box) and waits for the list to answer:
   * every row shown then holds `text` (a list searches the texts it shows), and `expectRow` is among
   * them when given. An empty `text` clears the search; pass `expectRow` to wait for the rows back.
   */
  async search(text: string, expectRow?: string | RegExp) {
    const name = /search/i;
    await this.page.getByRole('searchbox', { name }).or(this.page.getByRole('textbox', { name })).fill(text);
    if (text) await expect(this.rows.filter({ hasNotText: new RegExp(escapeRegExp(text), 'i') })).toHaveCount(0);
    if (expectRow) await expect(this.row(expectRow).first()).toBeVisible();
  }

  /** How the list is sorted by `column`, as its header tells assistive technology (aria-sort). */
  async sortOrder(column: string): Promise<'ascending' | 'descending' | 'none'> {
    const ariaSort = await this.table.getByRole('columnheader', { name: column }).getAttribute('aria-sort');
    return ariaSort === 'ascending' || ariaSort === 'descending' ? ariaSort : 'none';
  }

  /** Sorts by a column (a click on its header's sort button) until it is sorted in `order`. */
  async sortBy(column: string, order: 'ascending' | 'descending' = 'ascending') {
    const button = this.table.getByRole('columnheader', { name: column }).getByRole('button').first();
    for (let clicks = 0; clicks < 2 && (await this.sortOrder(column)) !== order; clicks += 1) {
      const before = await this.sortOrder(column);
      await button.click();
      await expect.poll(() => this.sortOrder(column)).not.toBe(before);
    }
    await expect.poll(() => this.sortOrder(column)).toBe(order);
  }

  async nextPage() {
    await this.page.getByRole('button', { name: 'Go to next page' }).click();
  }

  /** Clicks the row's button or link named `action` (react-admin's 'Edit' link, or the console's 'Delete: <name>'). */
  async rowAction(rowText: string | RegExp, action: string | RegExp) {
    const row = this.row(rowText);
    await row.getByRole('button', { name: action }).or(row.getByRole('link', { name: action })).first().click();
  }

  /** The list shows no rows and says `message`. */
  async expectEmpty(message: string | RegExp) {
    await expect(this.page.getByText(message)).toBeVisible();
    await expect(this.rows).toHaveCount(0);
  }
}

/** A form, on the page or inside a dialog: fields by their label. */
export class Form {
  constructor(readonly scope: Page | Locator) {}

  /** The field labelled exactly `label` (a required field's label may end with its asterisk). */
  field(label: string | RegExp): Locator {
    const exactly = typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`) : label;
    return this.scope.getByLabel(exactly);
  }

  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  /** Opens a select named `label` and picks `option` (the first one so named: `/./` picks the first of all). */
  async choose(label: string, option: string | RegExp) {
    await this.scope.getByRole('combobox', { name: label }).click();
    const page = 'page' in this.scope ? this.scope.page() : this.scope;
    await page.getByRole('option', { name: option }).first().click();
  }

  async submit(button: string | RegExp = 'Save') {
    await this.scope.getByRole('button', { name: button }).click();
  }

  /** Waits for a field's error text to show. */
  async expectError(text: string | RegExp) {
    await expect(this.scope.getByText(text)).toBeVisible();
  }
}

export const dialogs = {
  named: (page: Page, name: string | RegExp) => page.getByRole('dialog', { name }),

  /** Answers a confirmation (the console's are "Are you sure…?" with Yes and No; a removal's, Confirm and Cancel). */
  async confirm(page: Page, answer: 'Yes' | 'No' | 'Confirm' | 'Cancel' = 'Yes') {
    await page.getByRole('button', { name: answer, exact: true }).click();
  },

  /** Every successful action ends with the Success dialog: checks its message and closes it. */
  async closeSuccess(page: Page, message: string | RegExp) {
    const dialog = page.getByRole('dialog', { name: 'Success' });
    await expect(dialog).toContainText(message);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  },
};

export const shell = {
  /**
   * Fills the sign-in screen and clicks Sign in, then returns at once: what follows depends on the
   * person (two-factor, the account list...). To be inside the console, use signInTo.
   */
  async signIn(page: Page, username: string, password: string) {
    await page.goto('/admin/auth/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  },

  /**
   * Signs in and enters the person's account: on the test's page the signIn fixture does this; call
   * it for a page of another browser context.
   */
  async signInTo(page: Page, who: { username: string; password: string; account: string }) {
    await shell.signIn(page, who.username, who.password);
    // One account, or a default one, is entered at sign-in; otherwise the account list shows.
    await expect(page).toHaveURL(/\/admin\/app\/(\d+\/|pages\/account-list)/);
    const entered = /\/admin\/app\/\d+\//.test(page.url())
      && (await page.getByRole('banner').innerText()).includes(who.account);
    if (!entered) await shell.switchAccount(page, who.account);
    // The navigation settles before anything is clicked: My Apps' entries, loading, push the entries
    // below them down, and a click aimed meanwhile lands on the entry above (seen in a journey).
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  },

  /** Follows a link of the side navigation by its name. */
  async openMenu(page: Page, entry: string | RegExp) {
    await page.getByRole('navigation').getByRole('link', { name: entry }).click();
  },

  /** Opens the header's profile menu (Edit Profile, Security, Sign Out...). */
  async openProfileMenu(page: Page) {
    await page.getByRole('button', { name: /: Profile menu$/ }).click();
  },

  /** Signs out from the profile menu, answering the confirmation with Yes, and waits for the sign-in screen. */
  async signOut(page: Page) {
    await shell.openProfileMenu(page);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/admin\/auth\/login$/);
  },

  /**
   * Opens a tab (a `tab` locator) and waits until it is chosen. On a phone the tab strip scrolls the
   * chosen tab into view with an animation, and a click landing while it moves can miss: click again.
   */
  async openTab(tab: Locator) {
    await expect(async () => {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
    }).toPass();
  },

  /**
   * Enters another of the signed-in person's accounts, from the account list. On a busy machine a click
   * landing while the list re-renders after its first answer can be lost (seen once in CI-like load):
   * click again until the account's pages open.
   */
  async switchAccount(page: Page, businessName: string) {
    await page.goto('/admin/app/pages/account-list?mode=view-all');
    const inAccount = /\/admin\/app\/\d+\//;
    await expect(async () => {
      if (!inAccount.test(page.url())) {
        await page.getByRole('row').filter({ hasText: businessName }).getByRole('button', { name: 'Select' }).click({ timeout: 10_000 });
      }
      await expect(page).toHaveURL(inAccount, { timeout: 10_000 });
    }).toPass({ timeout: 40_000 });
    await expect(page.getByRole('banner')).toContainText(businessName);
  },
};
