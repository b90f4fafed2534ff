// Two people of one account editing the same record in the forms beside the page draft editor (issue
// 33, records 0413 and 0414): an app's UI text (a dialog) and an app's settings (a page). The second to
// open it sees who is editing it since when, reads it with Save held back, and takes over; the first,
// whose save was made from the version both opened, is refused with the other version shown, and
// keeps their changes or loads the other version.
import { dialogs, expect, Form, ListPage, seriousViolations, shell, test, type Page, type SeededApp, type Seeder } from './kit';

const HELD = /^Being edited by .+ since/;
type Locator = ReturnType<Page['locator']>;

/** The app's edit page (its settings form, and its tabs below). */
const appPage = (app: SeededApp) => `/admin/app/pages/edit-app/${app.id}?type=app&name=${encodeURIComponent(btoa(app.name))}`;

/** A member of the account signed in in a browser of their own. */
async function otherBrowser(openOtherBrowser: () => Promise<Page>, member: { username: string; password: string }): Promise<Page> {
  const other = await openOtherBrowser();
  await shell.signIn(other, member.username, member.password);
  await other.waitForURL(/\/admin\/app\/\d+\//);
  return other;
}

async function openText(page: Page, app: SeededApp, name: string) {
  await page.goto(appPage(app));
  await page.getByRole('tab', { name: 'UI texts' }).click();
  await new ListPage(page, 'UI texts').rowAction(name, `Edit: ${name}`);
  return dialogs.named(page, `Edit UI text ${name}`);
}

/** `scope` (a form in `other`) held by someone else: read only, Save held back; then taken over. */
async function heldThenTakenOver(other: Page, scope: Locator | Page, field: string) {
  const held = scope.getByRole('status').filter({ hasText: HELD });
  await expect(held).toBeVisible();
  await expect(scope.getByRole('textbox', { name: field })).toBeDisabled();
  await expect(scope.getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(await seriousViolations(other, '[role="status"]')).toEqual([]);
  await held.getByRole('button', { name: 'Take over' }).click();
  await expect(held).toBeHidden();
  await expect(scope.getByRole('textbox', { name: field })).toBeEnabled();
}

/** An account developing an app, and a developer of the account beside its owner. */
async function seeded(seed: Seeder) {
  const account = await seed.account();
  const app = await seed.app(account, { published: 'UNPUBLISHED' });
  return { account, app, developer: await seed.member(account, 'DEVELOPER') };
}

test('two people open one UI text: the lock, the take-over, and the refused stale save kept', async ({ page, openOtherBrowser, seed, signIn }) => {
  test.slow(); // two consoles, and a lock's heartbeat
  const { account, app, developer } = await seeded(seed);
  await seed.uiText(app, { propertyName: 'greeting.hello', defaultValue: 'Hello', locale: { en: 'Hello', fr: 'Bonjour' } });
  await signIn({ ...account.owner, account: account.businessName });
  const mine = await openText(page, app, 'greeting.hello');
  await expect(mine.getByRole('button', { name: 'Save' })).toBeEnabled();

  // The developer opens the same text: held, read only; they take over and save a new French text.
  const other = await otherBrowser(openOtherBrowser, developer);
  const theirs = await openText(other, app, 'greeting.hello');
  await heldThenTakenOver(other, theirs, 'Description');
  await new Form(theirs).fill({ French: 'Salut' });
  await theirs.getByRole('button', { name: 'Save' }).click();
  await dialogs.closeSuccess(other, 'Property saved successfully');

  // The owner's save, made from the version both opened, is refused with theirs shown. (Their console
  // may have learnt of the take-over at a beat: Save comes back once the developer has left.)
  await new Form(mine).fill({ Description: 'Mine' });
  await expect(mine.getByRole('button', { name: 'Save' })).toBeEnabled({ timeout: 20_000 });
  await mine.getByRole('button', { name: 'Save' }).click();
  const refused = page.getByRole('dialog', { name: 'Saved by someone else meanwhile' });
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('heading', { name: 'greeting.hello' })).toBeVisible();
  await expect(refused).toContainText('fr: Salut');
  expect(await seriousViolations(page, '[role="dialog"][aria-labelledby="stale-save-title"]')).toEqual([]);

  // Keeping their changes, the next save replaces the other version.
  await refused.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(refused).toBeHidden();
  await mine.getByRole('button', { name: 'Save' }).click();
  await dialogs.closeSuccess(page, 'Property saved successfully');
  await expect(new ListPage(page, 'UI texts').row('greeting.hello')).toContainText('Bonjour');
});

test('two people open one app\'s settings: the lock, the take-over, and their version loaded', async ({ page, openOtherBrowser, seed, signIn }) => {
  test.slow(); // two consoles, and a lock's heartbeat
  const { account, app, developer } = await seeded(seed);
  await signIn({ ...account.owner, account: account.businessName });
  await page.goto(appPage(app));
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(app.name);

  const other = await otherBrowser(openOtherBrowser, developer);
  await other.goto(appPage(app));
  await heldThenTakenOver(other, other, 'Name');
  // (The kit's app has no logo, which the form asks for.)
  await other.getByRole('textbox', { name: 'Logo URL' }).fill('https://cdn.example.com/theirs.png');
  await other.getByRole('textbox', { name: 'Access URL' }).fill('https://theirs.example.com');
  await other.getByRole('button', { name: 'Save' }).click();
  await dialogs.closeSuccess(other, 'App updated successfully');
  // They leave the page, which gives the lock back: my console's next beat takes it, and the form
  // is mine to change until I save.
  await shell.openMenu(other, 'Developer Portal');
  await expect(other).toHaveURL(/\/developer-app$/);
  await expect(page.getByRole('textbox', { name: 'Access URL' })).toBeEditable({ timeout: 40_000 });

  await page.getByRole('textbox', { name: 'Logo URL' }).fill('https://cdn.example.com/mine.png');
  await page.getByRole('textbox', { name: 'Access URL' }).fill('https://mine.example.com');
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  const refused = page.getByRole('dialog', { name: 'Saved by someone else meanwhile' });
  await expect(refused).toContainText('https://theirs.example.com');

  // Loading their version puts it in the form, mine dropped; a save from it goes through.
  await refused.getByRole('button', { name: 'Load their version' }).click();
  await expect(refused).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Access URL' })).toHaveValue('https://theirs.example.com');
  await page.getByRole('textbox', { name: 'Name' }).fill(`${app.name} 2`);
  await page.getByRole('button', { name: 'Save' }).click();
  await dialogs.closeSuccess(page, 'App updated successfully');
});
