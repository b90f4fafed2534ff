import { dialogs, expect, Form, ListPage, seriousViolations, test } from './kit';

test('an owner generates a key, copies it, the app verifies it; rolled, the old key works in its grace; revoked, neither works', async ({ page, context, seed, signIn }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // An account that subscribes (in production) to an app of its own.
  const account = await seed.account();
  const app = await seed.app(account);
  const appInstanceId = await seed.subscription(account, app, 'Production');
  const KEYED_APP = app.name;
  await signIn({ ...account.owner, account: account.businessName });
  await page.goto(`/admin/app/${account.id}/${app.id}/${appInstanceId}/detialPage`);
  await page.getByRole('tab', { name: 'API keys' }).click();
  await expect(page.getByText('No API keys yet. Generate one now.')).toBeVisible();

  await page.getByRole('button', { name: 'Generate API key' }).click();
  const form = new Form(dialogs.named(page, 'Generate API key'));
  await form.submit();
  await form.expectError('Key name is required');
  await form.fill({ Name: 'Billing server' });
  await form.submit();
  const shown = dialogs.named(page, 'API Key Generated successfully');
  await expect(shown).toContainText('it will not be shown again');
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^pk_live_\w{12}_\w{38}$/);
  await shown.getByRole('button', { name: 'Close' }).click();
  const keys = new ListPage(page, 'API keys');
  const row = keys.row('Billing server');
  await expect(row).toContainText(key.slice(0, 20));
  await expect(row).not.toContainText(key.slice(21));

  // The subscribed app's server checks the key it was given.
  const verify = (candidate: string) => page.request.post('/app/developerApp/api-keys/verify', { data: { key: candidate } });
  const checked = await verify(key);
  expect(checked.status()).toBe(200);
  expect(await checked.json()).toMatchObject({ valid: true, name: 'Billing server', appInstanceId, environment: 'live' });

  // Roll: a new key now, the old one still valid for the 24 hours offered.
  await keys.rowAction('Billing server', 'Roll: Billing server');
  const roll = new Form(dialogs.named(page, 'Roll Billing server'));
  await expect(roll.field('Hours the old key keeps working')).toHaveValue('24');
  await roll.submit('Roll');
  const rolled = dialogs.named(page, `API key of ${KEYED_APP} rolled successfully`);
  const next = (await rolled.getByLabel('The new API key').textContent())!.trim();
  await rolled.getByRole('button', { name: 'Close' }).click();
  expect(next).not.toBe(key);
  expect((await verify(next)).status()).toBe(200);
  expect((await verify(key)).status()).toBe(200);
  // The list says until when the old key keeps working: about 24 hours from now.
  await expect(row).toContainText('Active');
  await expect(row).toContainText(/Old key works until \S/);
  const until = new Date(Date.now() + 24 * 3_600_000);
  await expect(row).toContainText(String(until.getFullYear()));
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('rolled-key.png') });
  // Each check counts: the list says so when read again.
  await page.reload();
  await page.getByRole('tab', { name: 'API keys' }).click();
  await expect(row).toContainText('3 uses');

  // Revoked: neither works.
  await keys.rowAction('Billing server', 'Revoke: Billing server');
  await dialogs.confirm(page, 'Yes');
  await dialogs.closeSuccess(page, `API key of ${KEYED_APP} revoked successfully`);
  await expect(row).toContainText('Revoked');
  expect((await verify(next)).status()).toBe(401);
  expect((await verify(key)).status()).toBe(401);
});

test('the keys tab shows, on request, only the keys the signed-in person generated', async ({ page, seed, signIn }) => {
  test.slow();
  const account = await seed.account();
  const app = await seed.app(account);
  const appInstanceId = await seed.subscription(account, app, 'Production');
  const colleague = await seed.member(account, 'OWNER');
  await seed.api.call(colleague, 'POST', '/app/developerApp/app-instance-api-key', { accountId: account.id, data: { appInstanceId, name: 'Colleague key' } });
  await seed.api.call(account.owner, 'POST', '/app/developerApp/app-instance-api-key', { accountId: account.id, data: { appInstanceId, name: 'Owner key' } });
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn({ ...account.owner, account: account.businessName });
  await page.goto(`/admin/app/${account.id}/${app.id}/${appInstanceId}/detialPage`);
  await page.getByRole('tab', { name: 'API keys' }).click();
  const keys = new ListPage(page, 'API keys');
  await expect(keys.row('Colleague key')).toBeVisible();
  await expect(keys.row('Owner key')).toBeVisible();

  const asked = page.waitForRequest((r) => r.url().includes('/app/developerApp/app-instance-api-key?') && r.url().includes(`appInstanceId=${appInstanceId}`));
  await page.getByRole('switch', { name: 'Only keys I generated' }).or(page.getByRole('checkbox', { name: 'Only keys I generated' })).check();
  expect(new URL((await asked).url()).searchParams.get('userId')).toBe(String(account.owner.userId));
  await expect(keys.row('Owner key')).toBeVisible();
  await expect(keys.row('Colleague key')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('mine-only-375.png') });
});
