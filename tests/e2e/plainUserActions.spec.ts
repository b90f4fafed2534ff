// A plain user is offered no action the server refuses: on every list and page they may open, each
// visible button that would change something is pressed (and its confirmation answered), and no
// call answers 403. The world is an account seeded for the test (ownAppSubscriber.ts), so whatever
// an allowed action changes is the test's own. A refusal that still happens shows the error dialog.
import { expect, seriousViolations, test, type Page } from './kit';
import { ownAppSubscriber } from './ownAppSubscriber';

/** Buttons that call a changing API (not navigation, sorting, paging, search or menus). */
const CHANGING = /^(delete|remove|subscribe|unsubscribe|publish|unpublish|restore|set as default|grant|deny|save|update|generate|upload|invite|revoke)\b|: ?(delete|remove|edit)\b|^(delete|remove|edit):/i;
/** A confirmation's or a form dialog's answer that goes ahead. */
const GO_AHEAD = /^(yes|confirm|delete|ok|save|subscribe|unsubscribe|remove)$/i;

const mutating = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

/** The names of the changing buttons the page shows in its main part. */
async function changingButtons(page: Page): Promise<string[]> {
  const names = await page.getByRole('main').getByRole('button').evaluateAll((buttons) =>
    buttons.filter((b) => !(b as HTMLButtonElement).disabled && (b as HTMLElement).offsetParent !== null)
      .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()));
  return [...new Set(names.filter((name) => CHANGING.test(name)))];
}

/** Presses the button, then answers whatever it asks with its go-ahead, and lets the calls finish. */
async function press(page: Page, name: string) {
  await page.getByRole('main').getByRole('button', { name, exact: true }).first().click();
  const dialog = page.getByRole('dialog').last();
  if (await dialog.isVisible({ timeout: 1_500 }).catch(() => false)) {
    const goAhead = dialog.getByRole('button', { name: GO_AHEAD });
    if (await goAhead.count()) await goAhead.first().click();
  }
  await page.waitForTimeout(1_000);
}

test('a plain user is offered no action the server refuses', async ({ page, seed, signIn }) => {
  test.setTimeout(240_000);
  const { account, app, instanceId, people } = await ownAppSubscriber(seed);
  await signIn(people.user);
  const refused: string[] = [];
  let pressing = '';
  page.on('response', (response) => {
    const request = response.request();
    if (mutating(request.method()) && response.status() === 403) refused.push(`${pressing}: ${request.method()} ${new URL(response.url()).pathname}`);
  });

  // Each page the plain user may open that lists things or acts on them (routeTable.spec.ts).
  const pages: [path: string, shows: string][] = [
    [`/app/${account.id}/my-apps`, app.name],
    [`/app/${account.id}/market-place`, app.name],
    [`/app/${account.id}/${app.id}/detialPage`, app.name],
    [`/app/${account.id}/${app.id}/${instanceId}/detialPage`, app.name],
    [`/app/${account.id}/${app.id}/${instanceId}/settings`, app.name],
    ['/app/pages/account-list', account.businessName],
    ['/app/pages/account-list?mode=view-all', account.businessName],
  ];
  const pressed: string[] = [];
  for (const [path, shows] of pages) {
    await page.goto(`/admin${path}`);
    await expect(page.getByRole('main').getByText(shows).first(), path).toBeVisible();
    for (const name of await changingButtons(page)) {
      pressing = `"${name}" at ${path}`;
      await press(page, name);
      pressed.push(pressing);
      await page.goto(`/admin${path}`);
      await expect(page.getByRole('main').getByText(shows).first(), path).toBeVisible();
    }
  }
  expect(refused, 'actions offered to the plain user that the server refuses').toEqual([]);
  // The walk pressed something (Set as default is the plain user's own to change).
  test.info().annotations.push({ type: 'pressed', description: pressed.join('; ') });
  expect(pressed.length).toBeGreaterThan(0);
});

test("a refused account delete shows the error dialog with the server's message", async ({ page, seed, signIn }) => {
  // The console offers Delete only to an account's owners, so a refusal is rare (the owner's role
  // changed meanwhile, say): the owner's delete is answered here as the server would then answer it.
  const { account, people } = await ownAppSubscriber(seed);
  await signIn(people.owner);
  await page.route(`**/users/account/${account.id}?*`, (route) => (route.request().method() === 'DELETE'
    ? route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ status: 403, error: 'Forbidden', message: 'You may not delete this account' }) })
    : route.fallback()));
  await page.goto('/admin/app/pages/account-list?mode=view-all');
  await page.getByRole('button', { name: `Delete: ${account.businessName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Error' });
  await expect(dialog).toContainText('You may not delete this account');
  await expect(page.getByRole('alert').filter({ hasText: 'You may not delete this account' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('refused-delete.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: account.businessName })).toBeVisible();
});
