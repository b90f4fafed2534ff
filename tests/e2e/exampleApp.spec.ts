// An app built on the platform (examples/hello-app), as its developer and its people meet it: the
// developer registers it in the developer portal with its access URL and publishes it, the account
// subscribes and makes an API key for the app's server; opened from My Apps by someone whose browser
// asks for French, the app signs them in with the single-use code and shows their name, account and
// role in French, from its own UI texts, with the account's parameters. Once the key is revoked, the
// platform refuses it and the app says so. The app's server runs for real, on a port of its own.
import { dialogs, expect, ListPage, shell, test, type Page } from './kit';
import { freePort, startExampleApp } from './exampleAppServer';

// The person's browser asks for French (Accept-Language: fr-FR); the console keeps its own language setting.
test.use({ locale: 'fr-FR' });

const openFromMyApps = async (page: Page, appName: string) => {
  await shell.openMenu(page, 'My Apps');
  const opened = page.context().waitForEvent('page');
  await page.getByRole('article', { name: appName }).getByRole('button', { name: 'Open' }).click();
  const app = await opened;
  await app.waitForLoadState();
  return app;
};

test('an app on the platform: registered, published, subscribed, opened from My Apps in French; its revoked key refused', async ({ page, context, seed, signIn, baseURL }) => {
  // Registering, subscribing and opening twice, with the app's own server: over a minute on two shared cores.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const port = await freePort();
  const accessUrl = `http://127.0.0.1:${port}/`;
  const account = await seed.account();
  await seed.api.openDeveloperPortal(account);
  await signIn({ ...account.owner, account: account.businessName });

  // The developer registers the app with its access URL, and publishes it.
  const name = seed.unique('Hello app');
  await shell.openMenu(page, 'Developer Portal');
  await page.getByRole('link', { name: 'Create now' }).click();
  // The rich-text description loads on its own: a name typed before it came was once lost.
  await expect(page.locator('.ProseMirror')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.locator('.ProseMirror').click();
  await page.locator('.ProseMirror').pressSequentially('Greets people in their language.');
  await page.getByRole('textbox', { name: 'Logo URL' }).fill('/admin/favicon.svg');
  await page.getByRole('textbox', { name: 'Access URL' }).fill(accessUrl);
  await page.getByRole('button', { name: 'Save' }).click();
  await dialogs.closeSuccess(page, 'App created successfully');
  const portal = new ListPage(page);
  await portal.rowAction(name, `Publish: ${name}`);
  await dialogs.confirm(page, 'Yes');
  await dialogs.closeSuccess(page, 'App published successfully');
  const edit = await portal.row(name).getByRole('link', { name: `Edit: ${name}` }).getAttribute('href');
  const appId = Number(/\/edit-app\/(\d+)/.exec(edit!)![1]);
  const app = { id: appId, name, developer: account };
  // Its texts, a role for owners, and a parameter of the account, through the platform's calls.
  await seed.uiText(app, { propertyName: 'welcome', defaultValue: 'Welcome, %{name}', locale: { en: 'Welcome, %{name}', fr: 'Bienvenue, %{name}' } });
  await seed.uiText(app, { propertyName: 'roles', defaultValue: 'Your roles', locale: { en: 'Your roles', fr: 'Vos rôles' } });
  await seed.defaultRole(app, { roleName: 'Hello Greeter', userType: 'OWNER' });
  await seed.api.call(account.owner, 'POST', '/app/parameter/appParameter', { accountId: account.id, data: { parameterName: 'greetingStyle', parameterValue: 'chaleureux' } });

  // The account subscribes in the marketplace.
  await shell.openMenu(page, 'Marketplace');
  await page.getByLabel('Search apps').fill(name.toLowerCase());
  await page.getByRole('article', { name }).getByRole('link', { name: 'View details' }).click();
  await page.getByLabel('Subscription term').click();
  await page.getByRole('option', { name: 'Monthly' }).click();
  await page.getByLabel('Environment').click();
  await page.getByRole('option', { name: 'Production' }).click();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Subscribed to ${name} successfully.`);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // An API key for the app's server, on the subscription's API keys tab, copied once.
  await shell.openMenu(page, 'My Apps');
  await page.getByRole('article', { name }).getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/detialPage$/);
  const subscriptionPage = page.url();
  await page.getByRole('tab', { name: 'API keys' }).click();
  await page.getByRole('button', { name: 'Generate API key' }).click();
  await dialogs.named(page, 'Generate API key').getByRole('textbox', { name: 'Name' }).fill('Hello app server');
  await dialogs.named(page, 'Generate API key').getByRole('button', { name: 'Save' }).click();
  const shown = dialogs.named(page, 'API Key Generated successfully');
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  const apiKey = await page.evaluate(() => navigator.clipboard.readText());
  await shown.getByRole('button', { name: 'Close' }).click();

  const example = await startExampleApp({ port, appId, apiKey, platformUrl: baseURL! });
  try {
    // Opened from My Apps, in the browser that asks for French.
    const opened = await openFromMyApps(page, name);
    expect(opened.url()).toMatch(new RegExp(`^${accessUrl}\\?code=[\\w-]{43}$`));
    await expect(opened.getByRole('main')).toContainText('Bienvenue, Seeded Owner');
    await expect(opened.getByRole('main')).toContainText(`${account.businessName} (`);
    await expect(opened.getByRole('heading', { name: 'Vos rôles', level: 2 })).toBeVisible();
    await expect(opened.getByRole('list', { name: 'Vos rôles' }).getByRole('listitem')).toHaveText(['Hello Greeter']);
    await expect(opened.getByRole('row', { name: 'greetingStyle chaleureux' })).toBeVisible();
    // The code was single-use.
    await opened.reload();
    await expect(opened.getByRole('alert')).toContainText('Not signed in: The app login code is invalid, expired or already used');
    await opened.close();

    // The key revoked on its tab: the platform refuses it, and the app says so.
    await page.goto(subscriptionPage);
    await page.getByRole('tab', { name: 'API keys' }).click();
    await new ListPage(page, 'API keys').rowAction('Hello app server', 'Revoke: Hello app server');
    await dialogs.confirm(page, 'Yes');
    await dialogs.closeSuccess(page, `API key of ${name} revoked successfully`);
    const refused = await openFromMyApps(page, name);
    await expect(refused.getByRole('alert')).toHaveText("The platform refused this app's API key: The API key is invalid, revoked or expired");
    await expect(refused.getByRole('main')).not.toContainText('Seeded Owner');
  } finally {
    example.stop();
  }
});
