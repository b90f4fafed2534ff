// Live lists (issue 33, records 0413 and 0415): two consoles of one account, the lists one has open
// follow what the other adds, changes and deletes in three domains (parameters, permissions, UI
// texts) and what the API adds, without a reload, the tabs of one browser sharing one event stream;
// the menu counts what was added elsewhere; a console of another account hears nothing.
import { dialogs, expect, Form, ListPage, shell, test } from './kit';

/** How soon an open list shows another console's change (the figure). */
const FOLLOWS_WITHIN = { timeout: 2_000 };

test('the lists open in one console follow changes made in another and through the API; another account hears nothing', async ({ page, openOtherBrowser, seed, signIn }) => {
  test.slow(); // three consoles
  const account = await seed.account();
  const app = await seed.app(account, { name: seed.unique('Live Ledger') });
  const owner = { ...account.owner, account: account.businessName };

  // A console of another account, its parameters open: it must never read them again.
  const stranger = await seed.account();
  const elsewhere = await openOtherBrowser();
  await shell.signIn(elsewhere, stranger.owner.username, stranger.owner.password);
  await expect(elsewhere.getByRole('banner')).toContainText(stranger.businessName);
  await elsewhere.goto('/admin/app/pages/app-parameters');
  await expect(new ListPage(elsewhere, 'App Parameters').row('idleTime')).toBeVisible();
  let strangerReads = 0;
  elsewhere.on('request', (request) => { if (request.url().includes('/appParameterList')) strangerReads += 1; });

  // The watching console: App Parameters open.
  await signIn(owner);
  await shell.openMenu(page, 'App Parameters');
  const watched = new ListPage(page, 'App Parameters');
  await expect(watched.row('idleTime')).toBeVisible();
  // A second tab of the same browser follows through the first tab's stream, opening none of its own.
  const secondTab = await page.context().newPage();
  let secondTabStreams = 0;
  secondTab.on('request', (request) => { if (request.url().includes('/notifications/stream')) secondTabStreams += 1; });
  await secondTab.goto('/admin/app/pages/app-parameters');
  const watchedInSecondTab = new ListPage(secondTab, 'App Parameters');
  await expect(watchedInSecondTab.row('idleTime')).toBeVisible();

  // The other console adds, changes and deletes a parameter: the watched list follows each.
  const actor = await openOtherBrowser();
  await shell.signIn(actor, account.owner.username, account.owner.password);
  await expect(actor.getByRole('banner')).toContainText(account.businessName);
  await actor.goto('/admin/app/pages/app-parameters');
  const acting = new ListPage(actor, 'App Parameters');
  await actor.getByRole('button', { name: 'Add parameter' }).click();
  const add = new Form(dialogs.named(actor, 'Add parameter'));
  await add.fill({ 'Parameter Name': 'ledgerColour', 'Parameter Value': 'blue' });
  await add.submit();
  await dialogs.closeSuccess(actor, 'App parameter created successfully');
  await expect(watched.row('ledgerColour')).toContainText('blue', FOLLOWS_WITHIN);

  await acting.rowAction('ledgerColour', 'Edit: ledgerColour');
  const edit = new Form(dialogs.named(actor, 'Edit parameter ledgerColour'));
  await edit.fill({ 'Parameter Value': 'green' });
  await edit.submit();
  await dialogs.closeSuccess(actor, 'App parameter updated successfully');
  await expect(watched.row('ledgerColour')).toContainText('green', FOLLOWS_WITHIN);
  await expect(watchedInSecondTab.row('ledgerColour')).toContainText('green', FOLLOWS_WITHIN);

  await acting.rowAction('ledgerColour', 'Delete: ledgerColour');
  await dialogs.confirm(actor, 'Yes');
  await dialogs.closeSuccess(actor, 'App parameter deleted successfully');
  await expect(watched.row('ledgerColour')).toHaveCount(0, FOLLOWS_WITHIN);
  await expect(watchedInSecondTab.row('ledgerColour')).toHaveCount(0, FOLLOWS_WITHIN);
  expect(secondTabStreams).toBe(0);
  await secondTab.close();

  // The app's permissions (the roles domain): added, renamed and deleted in the other console.
  const appPage = `/admin/app/pages/edit-app/${app.id}?type=app&name=${encodeURIComponent(btoa(app.name))}`;
  await page.goto(appPage);
  await shell.openTab(page.getByRole('tab', { name: 'Permissions' }));
  await expect(page.getByText('This app has no permissions yet.')).toBeVisible();
  const permissions = page.getByRole('table', { name: 'Permissions' });
  await actor.goto(appPage);
  await shell.openTab(actor.getByRole('tab', { name: 'Permissions' }));
  await actor.getByRole('button', { name: 'Add permission' }).click();
  const addPermission = new Form(dialogs.named(actor, 'Add permission'));
  await addPermission.fill({ 'Permission id': 'audit_ledger', 'Permission name': 'Audit ledger' });
  await addPermission.submit();
  await dialogs.closeSuccess(actor, /./);
  await expect(permissions).toContainText('Audit ledger', FOLLOWS_WITHIN);

  await new ListPage(actor, 'Permissions').rowAction('audit_ledger', 'Edit: audit_ledger');
  const renamePermission = new Form(dialogs.named(actor, 'Edit permission audit_ledger'));
  await renamePermission.fill({ 'Permission name': 'Audit books' });
  await renamePermission.submit();
  await dialogs.closeSuccess(actor, /./);
  await expect(permissions).toContainText('Audit books', FOLLOWS_WITHIN);

  await new ListPage(actor, 'Permissions').rowAction('audit_ledger', 'Delete: audit_ledger');
  await dialogs.confirm(actor, 'Yes');
  await dialogs.closeSuccess(actor, /./);
  await expect(page.getByText('This app has no permissions yet.')).toBeVisible(FOLLOWS_WITHIN);

  // The app's UI texts (the UI texts domain): one added through the API, then one added, edited and
  // deleted in the other console.
  await seed.uiText(app, { propertyName: 'ledger.subtitle', defaultValue: 'Every entry', locale: { en: 'Every entry' } });
  await page.getByRole('tab', { name: 'UI texts' }).click();
  const texts = new ListPage(page, 'UI texts');
  await expect(texts.row('ledger.subtitle')).toBeVisible();
  await actor.getByRole('tab', { name: 'UI texts' }).click();
  await actor.getByRole('button', { name: 'Add UI text' }).click();
  const addText = new Form(dialogs.named(actor, 'Add UI text'));
  await addText.fill({ 'Property name': 'ledger.title', English: 'Ledger' });
  await addText.submit();
  await dialogs.closeSuccess(actor, 'Property saved successfully');
  await expect(texts.row('ledger.title')).toContainText('Ledger', FOLLOWS_WITHIN);

  const actorTexts = new ListPage(actor, 'UI texts');
  await actorTexts.rowAction('ledger.title', 'Edit: ledger.title');
  const editText = new Form(dialogs.named(actor, 'Edit UI text ledger.title'));
  await editText.fill({ English: 'The ledger' });
  await editText.submit();
  await dialogs.closeSuccess(actor, 'Property saved successfully');
  await expect(texts.row('ledger.title')).toContainText('The ledger', FOLLOWS_WITHIN);

  await actorTexts.rowAction('ledger.title', 'Delete: ledger.title');
  await dialogs.confirm(actor, 'Yes');
  await dialogs.closeSuccess(actor, 'Property deleted successfully');
  await expect(texts.row('ledger.title')).toHaveCount(0, FOLLOWS_WITHIN);

  // Menu badges: parameters added elsewhere while this console is on another page are counted on
  // their menu entry until it is opened.
  for (const name of ['ledgerNote', 'ledgerTone']) {
    await seed.api.call(account.owner, 'POST', '/app/parameter/appParameter', { accountId: account.id, data: { parameterName: name, parameterValue: 'x' } });
  }
  await expect(page.getByRole('navigation').getByRole('link', { name: /^App Parameters\s*, 2 new items$/ })).toBeVisible(FOLLOWS_WITHIN);
  await shell.openMenu(page, /^App Parameters/);
  await expect(watched.row('ledgerTone')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'App Parameters', exact: true })).toBeVisible();

  // Nothing of this reached the other account's console.
  expect(strangerReads).toBe(0);
});
