// Connectors: a developer of the connector's account defines its API with a bearer token; the owner
// of a subscribing account links the connector to an app instance, fills the instance's values and
// tests the call. The journey seeds both accounts.
import { dialogs, expect, shell, test } from './kit';

test('a developer defines a connector API with a bearer token; an owner links the connector, fills the instance values and tests the call', async ({ page, openOtherBrowser, baseURL, seed, signIn }) => {
  test.slow(); // two people, two sign-ins, two test calls: about a minute on a loaded machine
  // One account develops a connector and an app (its developer is a DEVELOPER member); another
  // subscribes to both, in its Test environment.
  const maker = await seed.account();
  const developer = await seed.member(maker, 'DEVELOPER');
  const connector = await seed.app(maker, { type: 'connector', name: seed.unique('Ledger Connector') });
  const app = await seed.app(maker, { name: seed.unique('Ledger App') });
  const buyer = await seed.account();
  const instanceId = await seed.subscription(buyer, app, 'Test');
  await seed.subscription(buyer, connector, 'Test');
  const target = `${baseURL}/manage/auth/version?probe={{probe}}`;
  const apiName = seed.unique('Ledger version');

  // The developer, on the connector's edit page.
  await signIn(developer);
  await page.goto(`/admin/app/pages/edit-app/${connector.id}?type=connector&name=${encodeURIComponent(btoa(connector.name))}`);
  await shell.openTab(page.getByRole('tab', { name: 'Connector APIs' }));
  await expect(page.getByText('This connector has no API yet. Add one now.')).toBeVisible();
  await page.getByRole('button', { name: 'Add connector API' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Name' }).fill(apiName);
  await form.getByRole('textbox', { name: 'URL' }).fill(target);
  await form.getByRole('combobox', { name: 'Authentication' }).click();
  await page.getByRole('option', { name: 'Bearer token' }).click();
  await form.getByRole('textbox', { name: 'Token', exact: true }).fill('developer-token-1234');
  await form.getByRole('button', { name: 'Save' }).click();
  await dialogs.closeSuccess(page, 'Connector API added successfully');
  const row = page.getByRole('row').filter({ hasText: apiName });
  await expect(row).toContainText('Bearer token');

  // The secret is write-only: editing shows that one is set, never its value.
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByText('A secret is set (not shown). Type a new one to replace it.')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Token', exact: true })).toHaveValue('');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // A call to a private address is refused by policy, in plain words.
  const metadata = seed.unique('Metadata');
  await page.getByRole('button', { name: 'Add connector API' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(metadata);
  await page.getByRole('dialog').getByRole('textbox', { name: 'URL' }).fill('http://169.254.169.254/latest/meta-data/');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await dialogs.closeSuccess(page, 'Connector API added successfully');
  await page.getByRole('row').filter({ hasText: metadata }).getByRole('button', { name: 'Test' }).click();
  await page.getByRole('button', { name: 'Run test' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The call failed' });
  await expect(refusal).toContainText('Blocked by policy');
  await expect(refusal).toContainText('CONNECTOR_ALLOWED_HOSTS');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // The owner of the subscribing account, on the app instance's detail page.
  const owner = await openOtherBrowser();
  await shell.signInTo(owner, { ...buyer.owner, account: buyer.businessName });
  await owner.goto(`/admin/app/${buyer.id}/${app.id}/${instanceId}/detialPage`);
  await shell.openTab(owner.getByRole('tab', { name: 'Connectors' }));
  await expect(owner.getByText('This app instance is not linked to any connector yet.')).toBeVisible();
  await owner.getByRole('button', { name: `Link ${connector.name}` }).click();
  await dialogs.closeSuccess(owner, 'Connector linked to the app successfully');

  // The instance's values: its own token and the placeholder, then the test and its transcript.
  await owner.getByRole('button', { name: apiName }).click();
  await owner.getByRole('textbox', { name: 'Token', exact: true }).fill('instance-token-5678');
  await owner.getByRole('textbox', { name: '{{probe}}' }).first().fill('journey');
  await owner.getByRole('button', { name: 'Save values' }).click();
  await dialogs.closeSuccess(owner, 'Instance connector API saved successfully');
  await owner.getByRole('button', { name: 'Run test' }).click();
  const transcript = owner.getByTestId('test-transcript');
  await expect(transcript).toContainText('Status 200');
  await expect(transcript).toContainText('/manage/auth/version?probe=journey');
  await expect(transcript).toContainText('Bearer [redacted');
  await expect(transcript).not.toContainText('instance-token-5678');
  await expect(owner.getByTestId('test-response-body')).toContainText('"version"');
  await expect(transcript).toContainText('First byte');

  // Removing the link.
  await owner.getByRole('button', { name: `Remove ${connector.name}` }).click();
  await dialogs.closeSuccess(owner, 'Connector removed from the app successfully');
  await expect(owner.getByText('This app instance is not linked to any connector yet.')).toBeVisible();
});
