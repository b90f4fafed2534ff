import { expect, test, type Page } from './fixtures';
import { JOURNEY_PASSWORD, journeyUsers, pickAccount, signIn } from './helpers';
import { MARKET_APP, MARKET_APP_PATH } from './seedMarketplace';

const BUYER = 'Journey marketBuyer Ltd';

async function enterBuyerAccount(page: Page, username: string) {
  await signIn(page, username, JOURNEY_PASSWORD);
  await pickAccount(page, BUYER);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const dialog = (page: Page) => page.getByRole('dialog');

// One account's subscription moves through these steps in order.
test.describe.configure({ mode: 'serial' });

test('an owner finds another account’s app in the marketplace, subscribes, and sees it in My Apps', async ({ page }) => {
  await enterBuyerAccount(page, journeyUsers.marketBuyer);
  await nav(page).getByRole('link', { name: 'Marketplace' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/market-place$/);

  await page.getByLabel('Search apps').fill('launch');
  const card = page.getByRole('article', { name: MARKET_APP });
  await expect(card).toContainText('By Journey marketMaker Ltd');
  await expect(card).toContainText('Launches rockets on schedule.');
  await card.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/\d+\/detialPage$/);
  await expect(page.getByRole('heading', { name: MARKET_APP })).toBeVisible();

  await page.getByLabel('Subscription term').click();
  await page.getByRole('option', { name: 'Quarterly' }).click();
  await page.getByLabel('Environment').click();
  await page.getByRole('option', { name: 'Test' }).click();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog(page)).toContainText(`Subscribed to ${MARKET_APP} successfully.`);
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Subscribed: Quarterly, Test')).toBeVisible();

  // The menu's My Apps lists it; the landing page shows its card.
  await expect(nav(page).getByRole('list', { name: 'Subscribed apps' })).toContainText(MARKET_APP);
  await nav(page).getByRole('link', { name: 'My Apps' }).click();
  await expect(page.getByRole('article', { name: MARKET_APP })).toBeVisible();
});

test('opening the app: no role shows the error; with a role a window opens at the access URL with a code', async ({ page, context, request }) => {
  await enterBuyerAccount(page, journeyUsers.marketBuyer);
  await nav(page).getByRole('list', { name: 'Subscribed apps' }).getByRole('button', { name: MARKET_APP }).click();
  await expect(dialog(page)).toContainText('no role assigned');
  await dialog(page).getByRole('button', { name: 'Close' }).click();

  // The account's developer holds the app's default role for developers.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/login/);
  await enterBuyerAccount(page, journeyUsers.marketBuyerDeveloper);
  const popupOpened = context.waitForEvent('page');
  await page.getByRole('article', { name: MARKET_APP }).getByRole('button', { name: 'Open' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  const opened = new URL(popup.url());
  expect(opened.pathname).toBe(MARKET_APP_PATH);
  const code = opened.searchParams.get('code');
  expect(code).toMatch(/^[\w-]{43}$/);

  // The app redeems the code once and learns who signed in.
  const redeem = (forApp: number) => request.post('/auth/appLoginToken', { data: { code, appId: forApp } });
  const detailLink = await page.getByRole('article', { name: MARKET_APP }).getByRole('link', { name: 'Details' }).getAttribute('href');
  const launchpadId = Number(detailLink!.split('/')[4]);
  const first = await redeem(launchpadId);
  expect(first.status()).toBe(200);
  expect(await first.json()).toMatchObject({ username: journeyUsers.marketBuyerDeveloper, businessName: BUYER, roles: ['Launch Pilot'] });
  expect((await redeem(launchpadId)).status()).toBe(401);
});

test('the instance settings form: fill, save, reload, values kept; an invalid value shows the error', async ({ page }) => {
  await enterBuyerAccount(page, journeyUsers.marketBuyer);
  await page.getByRole('article', { name: MARKET_APP }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/\d+\/\d+\/settings$/);
  await expect(page.getByRole('heading', { name: `Settings of ${MARKET_APP}` })).toBeVisible();

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
  await expect(dialog(page)).toContainText('Settings saved successfully.');
  await dialog(page).getByRole('button', { name: 'Close' }).click();

  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Seats' })).toHaveValue('42');
  await expect(page.getByLabel('Region')).toContainText('US');
});

test('unsubscribing shows the information dialog and returns to the app’s detail page', async ({ page }) => {
  await enterBuyerAccount(page, journeyUsers.marketBuyer);
  await page.getByRole('article', { name: MARKET_APP }).getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/\d+\/\d+\/detialPage$/);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await dialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(dialog(page)).toContainText(`${MARKET_APP} is unsubscribed.`);
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/\d+\/detialPage$/);
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(nav(page).getByRole('list', { name: 'Subscribed apps' })).not.toContainText(MARKET_APP);
});

test('the maker edits its app’s form configuration with a live preview', async ({ page }) => {
  await signIn(page, journeyUsers.marketMaker, JOURNEY_PASSWORD);
  await pickAccount(page, 'Journey marketMaker Ltd');
  await nav(page).getByRole('link', { name: 'Marketplace' }).click();
  await page.getByRole('article', { name: MARKET_APP }).getByRole('link', { name: 'View details' }).click();
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
  await expect(dialog(page)).toContainText('Form configuration updated successfully');
});
