// The marketplace as its users meet it: an account finds another account's app, subscribes, opens it
// (with a role, at its access URL with a one-time code), fills the instance's settings form and
// unsubscribes; the app's maker edits its settings form with a live preview. Each journey seeds its
// own maker and buyer.
import { dialogs, expect, shell, test, type Page, type Seeder } from './kit';

/** The access URL seed.app gives an app: the console's sign-in page. */
const ACCESS_PATH = '/admin/auth/login';

const settingsSchema = {
  type: 'object',
  required: ['region'],
  properties: {
    region: { type: 'string', title: 'Region', enum: ['EU', 'US'] },
    seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 500 },
  },
};

/** A maker account publishes an app with a settings form (defaults: EU, 5 seats) whose only default role is for developers. */
async function publishedApp(seed: Seeder) {
  const maker = await seed.account();
  const app = await seed.app(maker, { name: seed.unique('Launchpad'), description: '<p>Launches <b>rockets</b> on schedule.</p>' });
  await seed.settingsForm(app, settingsSchema, { region: 'EU', seats: 5 });
  await seed.defaultRole(app, { roleName: 'Launch Pilot', userType: 'DEVELOPER' });
  return { maker, app };
}

/** The maker's app and a buyer, another account, that may subscribe to it. */
async function market(seed: Seeder) {
  const { maker, app } = await publishedApp(seed);
  const buyer = await seed.account();
  return { maker, app, buyer, buyerOwner: { ...buyer.owner, account: buyer.businessName } };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const dialog = (page: Page) => page.getByRole('dialog');

test('an owner finds another account’s app in the marketplace, subscribes, and sees it in My Apps', async ({ page, seed, signIn }) => {
  const { maker, app, buyerOwner } = await market(seed);
  await signIn(buyerOwner);
  await shell.openMenu(page, 'Marketplace');
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/market-place$/);

  await page.getByLabel('Search apps').fill(app.name.toLowerCase());
  const card = page.getByRole('article', { name: app.name });
  await expect(card).toContainText(`By ${maker.businessName}`);
  await expect(card).toContainText('Launches rockets on schedule.');
  await card.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/\d+\/detialPage$/);
  await expect(page.getByRole('heading', { name: app.name })).toBeVisible();

  await page.getByLabel('Subscription term').click();
  await page.getByRole('option', { name: 'Quarterly' }).click();
  await page.getByLabel('Environment').click();
  await page.getByRole('option', { name: 'Test' }).click();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog(page)).toContainText(`Subscribed to ${app.name} successfully.`);
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Subscribed: Quarterly, Test')).toBeVisible();

  // The menu's My Apps lists it; the landing page shows its card.
  await expect(nav(page).getByRole('list', { name: 'Subscribed apps' })).toContainText(app.name);
  await shell.openMenu(page, 'My Apps');
  await expect(page.getByRole('article', { name: app.name })).toBeVisible();
});

test('opening the app: no role shows the error; with a role a window opens at the access URL with a code', async ({ page, context, request, seed, signIn }) => {
  const { app, buyer, buyerOwner } = await market(seed);
  // The buyer's developer holds the app's default role for developers; its owner holds none.
  const developer = await seed.member(buyer, 'DEVELOPER');
  await seed.subscription(buyer, app);
  await signIn(buyerOwner);
  await nav(page).getByRole('list', { name: 'Subscribed apps' }).getByRole('button', { name: app.name }).click();
  await expect(dialog(page)).toContainText('no role assigned');
  await dialog(page).getByRole('button', { name: 'Close' }).click();

  await shell.signOut(page);
  await signIn(developer);
  const popupOpened = context.waitForEvent('page');
  await page.getByRole('article', { name: app.name }).getByRole('button', { name: 'Open' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  const opened = new URL(popup.url());
  expect(opened.pathname).toBe(ACCESS_PATH);
  const code = opened.searchParams.get('code');
  expect(code).toMatch(/^[\w-]{43}$/);

  // The app redeems the code once and learns who signed in.
  const redeem = () => request.post('/auth/appLoginToken', { data: { code, appId: app.id } });
  const first = await redeem();
  expect(first.status()).toBe(200);
  expect(await first.json()).toMatchObject({ username: developer.username, businessName: buyer.businessName, roles: ['Launch Pilot'] });
  expect((await redeem()).status()).toBe(401);
});

test('the instance settings form: fill, save, reload, values kept; an invalid value shows the error', async ({ page, seed, signIn }) => {
  const { app, buyer, buyerOwner } = await market(seed);
  await seed.subscription(buyer, app);
  await signIn(buyerOwner);
  await page.getByRole('article', { name: app.name }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/\d+\/\d+\/settings$/);
  await expect(page.getByRole('heading', { name: `Settings of ${app.name}` })).toBeVisible();

  // The app's defaults fill the form until the account saves its own values.
  const seats = page.getByRole('spinbutton', { name: 'Seats' });
  await expect(seats).toHaveValue('5');
  await seats.fill('0');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('must be >= 1').first()).toBeVisible();

  await seats.fill('42');
  await page.getByLabel('Region').click();
  await page.getByRole('option', { name: 'US' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await dialogs.closeSuccess(page, 'Settings saved successfully.');

  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Seats' })).toHaveValue('42');
  await expect(page.getByLabel('Region')).toContainText('US');
});

test('unsubscribing shows the information dialog and returns to the app’s detail page', async ({ page, seed, signIn }) => {
  const { app, buyer, buyerOwner } = await market(seed);
  await seed.subscription(buyer, app);
  await signIn(buyerOwner);
  await page.getByRole('article', { name: app.name }).getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/\d+\/\d+\/detialPage$/);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await dialogs.confirm(page, 'Yes');
  await expect(dialog(page)).toContainText(`${app.name} is unsubscribed.`);
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/\d+\/detialPage$/);
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(nav(page).getByRole('list', { name: 'Subscribed apps' })).not.toContainText(app.name);
});

test('the maker edits its app’s form configuration with a live preview', async ({ page, seed, signIn }) => {
  const { maker, app } = await publishedApp(seed);
  await signIn({ ...maker.owner, account: maker.businessName });
  await shell.openMenu(page, 'Marketplace');
  await page.getByRole('article', { name: app.name }).getByRole('link', { name: 'View details' }).click();
  await page.getByRole('link', { name: 'Form configuration' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('spinbutton', { name: 'Seats' })).toBeVisible();

  const schemaBox = page.getByRole('textbox', { name: 'Settings schema (JSON Schema)' });
  const schema = JSON.parse(await schemaBox.inputValue());
  schema.properties.owner = { type: 'string', title: 'Owner email', format: 'email' };
  await schemaBox.fill(JSON.stringify(schema, null, 2));
  await expect(preview.getByRole('textbox', { name: 'Owner email' })).toBeVisible();

  await schemaBox.fill('{ "type": "object", ');
  await expect(page.getByText('Type a JSON Schema object to see the form.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save form configuration' })).toBeDisabled();
  await schemaBox.fill(JSON.stringify(schema, null, 2));
  await page.getByRole('button', { name: 'Save form configuration' }).click();
  await dialogs.closeSuccess(page, 'Form configuration updated successfully');
});
