import { expect, test } from './fixtures';
import { journeyUsers, JOURNEY_PASSWORD, pickAccount, platformGet, signIn } from './helpers';
import { KEYED_APP } from './seedInstanceOperations';

const OWNER = journeyUsers.apiKeysOwner;

test('an owner generates a key, copies it, the app verifies it; rolled, the old key works in its grace; revoked, neither works', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, OWNER, JOURNEY_PASSWORD);
  await pickAccount(page, 'Journey apiKeysOwner Ltd');
  const accountId = /\/admin\/app\/(\d+)\//.exec(page.url())![1];
  const instances = await platformGet<{ appInstanceId: number; appId: number; appName: string }[]>(page, OWNER, `/users/account-user/invite-roles?accountId=${accountId}`);
  const instance = instances.find((i) => i.appName === KEYED_APP)!;
  await page.goto(`/admin/app/${accountId}/${instance.appId}/${instance.appInstanceId}/detialPage`);
  await page.getByRole('tab', { name: 'API keys' }).click();
  await expect(page.getByText('No API keys yet. Generate one now.')).toBeVisible();

  await page.getByRole('button', { name: 'Generate API key' }).click();
  const form = page.getByRole('dialog', { name: 'Generate API key' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Key name is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('Billing server');
  await form.getByRole('button', { name: 'Save' }).click();
  const shown = page.getByRole('dialog', { name: 'API Key Generated successfully' });
  await expect(shown).toContainText('it will not be shown again');
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^pk_live_\w{12}_\w{38}$/);
  await shown.getByRole('button', { name: 'Close' }).click();
  const row = page.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: 'Billing server' });
  await expect(row).toContainText(key.slice(0, 20));
  await expect(row).not.toContainText(key.slice(21));

  // The subscribed app's server checks the key it was given.
  const verify = (candidate: string) => page.request.post('/app/developerApp/api-keys/verify', { data: { key: candidate } });
  const checked = await verify(key);
  expect(checked.status()).toBe(200);
  expect(await checked.json()).toMatchObject({ valid: true, name: 'Billing server', appInstanceId: instance.appInstanceId, environment: 'live' });

  // Roll: a new key now, the old one still valid for the 24 hours offered.
  await row.getByRole('button', { name: 'Roll: Billing server' }).click();
  const roll = page.getByRole('dialog', { name: 'Roll Billing server' });
  await expect(roll.getByRole('spinbutton', { name: 'Hours the old key keeps working' })).toHaveValue('24');
  await roll.getByRole('button', { name: 'Save' }).click();
  const rolled = page.getByRole('dialog', { name: `API key of ${KEYED_APP} rolled successfully` });
  const next = (await rolled.getByLabel('The new API key').textContent())!.trim();
  await rolled.getByRole('button', { name: 'Close' }).click();
  expect(next).not.toBe(key);
  expect((await verify(next)).status()).toBe(200);
  expect((await verify(key)).status()).toBe(200);
  // Each check counts: the list says so when read again.
  await page.reload();
  await page.getByRole('tab', { name: 'API keys' }).click();
  await expect(row).toContainText('3 uses');

  // Revoked: neither works.
  await row.getByRole('button', { name: 'Revoke: Billing server' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  const done = page.getByRole('dialog', { name: 'Success' });
  await expect(done).toContainText(`API key of ${KEYED_APP} revoked successfully`);
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('Revoked');
  expect((await verify(next)).status()).toBe(401);
  expect((await verify(key)).status()).toBe(401);
});
