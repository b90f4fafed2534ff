import { expect, test } from './fixtures';
import { journeyDevelopers, journeyUsers, JOURNEY_PASSWORD, pickAccount, platformGet, signIn } from './helpers';
import { JOURNEY_CONNECTED_APP, JOURNEY_CONNECTOR } from './seedConnectors';

test('a developer defines a connector API with a bearer token; an owner links the connector, fills the instance values and tests the call', async ({ page, openOtherBrowser, baseURL }) => {
  test.slow(); // two people, two sign-ins, two test calls: about a minute on a loaded machine
  const target = `${baseURL}/manage/auth/version?probe={{probe}}`;
  const apiName = `Ledger version ${Date.now()}`;

  // The developer, on the connector's edit page.
  await signIn(page, journeyDevelopers.connectors, JOURNEY_PASSWORD);
  await pickAccount(page, 'Journey connectors Developers Ltd');
  const connectors = await platformGet<{ content: { id: number; name: string }[] }>(page, journeyDevelopers.connectors, '/app/developerApp/apps?type=connector');
  const connector = connectors.content.find((c) => c.name === JOURNEY_CONNECTOR)!;
  await page.goto(`/admin/app/pages/edit-app/${connector.id}?type=connector&name=${encodeURIComponent(btoa(JOURNEY_CONNECTOR))}`);
  await page.getByRole('tab', { name: 'Connector APIs' }).click();
  await expect(page.getByText('This connector has no API yet. Add one now.')).toBeVisible();
  await page.getByRole('button', { name: 'Add connector API' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Name' }).fill(apiName);
  await form.getByRole('textbox', { name: 'URL' }).fill(target);
  await form.getByRole('combobox', { name: 'Authentication' }).click();
  await page.getByRole('option', { name: 'Bearer token' }).click();
  await form.getByRole('textbox', { name: 'Token', exact: true }).fill('developer-token-1234');
  await form.getByRole('button', { name: 'Save' }).click();
  const success = page.getByRole('dialog').filter({ hasText: 'successfully' });
  await expect(success).toContainText('Connector API added successfully');
  await success.getByRole('button', { name: 'Close' }).click();
  const row = page.getByRole('row').filter({ hasText: apiName });
  await expect(row).toContainText('Bearer token');

  // The secret is write-only: editing shows that one is set, never its value.
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByText('A secret is set (not shown). Type a new one to replace it.')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Token', exact: true })).toHaveValue('');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // A call to a private address is refused by policy, in plain words.
  await page.getByRole('button', { name: 'Add connector API' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(`Metadata ${Date.now()}`);
  await page.getByRole('dialog').getByRole('textbox', { name: 'URL' }).fill('http://169.254.169.254/latest/meta-data/');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(success).toContainText('Connector API added successfully');
  await success.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('row').filter({ hasText: 'Metadata' }).getByRole('button', { name: 'Test' }).click();
  await page.getByRole('button', { name: 'Run test' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The call failed' });
  await expect(refusal).toContainText('Blocked by policy');
  await expect(refusal).toContainText('CONNECTOR_ALLOWED_HOSTS');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // The owner of a subscribing account, on the app instance's detail page.
  const owner = await openOtherBrowser();
  await signIn(owner, journeyUsers.connectorOwner, JOURNEY_PASSWORD);
  await pickAccount(owner, 'Journey connectorOwner Ltd');
  const accountId = /\/admin\/app\/(\d+)\//.exec(owner.url())![1];
  const subscribed = await platformGet<{ content: { appId: number; appInstanceId: number; name: string }[] }>(owner, journeyUsers.connectorOwner, '/app/developerApp/subscribedApps?type=app');
  const instance = subscribed.content.find((s) => s.name === JOURNEY_CONNECTED_APP)!;
  await owner.goto(`/admin/app/${accountId}/${instance.appId}/${instance.appInstanceId}/detialPage`);
  await owner.getByRole('tab', { name: 'Connectors' }).click();
  await expect(owner.getByText('This app instance is not linked to any connector yet.')).toBeVisible();
  await owner.getByRole('button', { name: `Link ${JOURNEY_CONNECTOR}` }).click();
  const ownerSuccess = owner.getByRole('dialog').filter({ hasText: 'successfully' });
  await expect(ownerSuccess).toContainText('Connector linked to the app successfully');
  await ownerSuccess.getByRole('button', { name: 'Close' }).click();

  // The instance's values: its own token and the placeholder, then the test and its transcript.
  await owner.getByRole('button', { name: apiName }).click();
  await owner.getByRole('textbox', { name: 'Token', exact: true }).fill('instance-token-5678');
  await owner.getByRole('textbox', { name: '{{probe}}' }).first().fill('journey');
  await owner.getByRole('button', { name: 'Save values' }).click();
  await expect(ownerSuccess).toContainText('Instance connector API saved successfully');
  await ownerSuccess.getByRole('button', { name: 'Close' }).click();
  await owner.getByRole('button', { name: 'Run test' }).click();
  const transcript = owner.getByTestId('test-transcript');
  await expect(transcript).toContainText('Status 200');
  await expect(transcript).toContainText('/manage/auth/version?probe=journey');
  await expect(transcript).toContainText('Bearer [redacted');
  await expect(transcript).not.toContainText('instance-token-5678');
  await expect(owner.getByTestId('test-response-body')).toContainText('"version"');
  await expect(transcript).toContainText('First byte');

  // Removing the link.
  await owner.getByRole('button', { name: `Remove ${JOURNEY_CONNECTOR}` }).click();
  await expect(ownerSuccess).toContainText('Connector removed from the app successfully');
  await ownerSuccess.getByRole('button', { name: 'Close' }).click();
  await expect(owner.getByText('This app instance is not linked to any connector yet.')).toBeVisible();
});
