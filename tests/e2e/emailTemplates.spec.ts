// The email templates journey: the owner of an account that develops an app and subscribes to it adds
// an app template, sees the preview follow the typing and the sample data, is told which placeholders
// the sample data lacks and that the sample data is no JSON, sends a test mail to themself and reads
// it, edits and deletes the template; then does the same for the instance's templates. Axe checks the
// list and the editor.
import { dialogs, expect, seriousViolations, shell, test, type Seeder, type SignIn } from './kit';
import { waitForMail } from './mail';

/**
 * An account that develops an app and subscribes to it (in production), its owner signed in: the
 * owner's address, the app's edit page and the instance's detail page.
 */
async function openAccount(seed: Seeder, signIn: SignIn) {
  const account = await seed.account();
  const app = await seed.app(account);
  const appInstanceId = await seed.subscription(account, app, 'Production');
  await signIn({ ...account.owner, account: account.businessName });
  return {
    owner: account.owner.username,
    appPage: `/admin/app/pages/edit-app/${app.id}?type=app&name=${encodeURIComponent(btoa(app.name))}`,
    instancePage: `/admin/app/${account.id}/${app.id}/${appInstanceId}/detialPage`,
  };
}

test('an owner writes an app email template with a live preview, mails a test to themself, edits and deletes it; and an instance\'s', async ({ page, seed, signIn }) => {
  test.slow(); // two editors, a mail, two pages: more than a minute on a loaded machine
  const { owner: OWNER, appPage, instancePage } = await openAccount(seed, signIn);
  await page.goto(appPage);
  await page.getByRole('tab', { name: 'Email templates' }).click();
  const table = page.getByRole('table', { name: 'Email templates' });
  await expect(page.getByText('No email templates yet.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add email template' }).click();
  const editor = page.getByRole('dialog', { name: 'Add email template' });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Name is required')).toBeVisible();
  await editor.getByRole('textbox', { name: 'Name' }).fill('Welcome');
  await editor.getByRole('textbox', { name: 'Subject' }).fill('Welcome, {{user.name}}');
  await editor.getByRole('textbox', { name: 'HTML body' }).fill('<h1>Hello {{user.name}}</h1><p>Your code is {{code}}.</p>');
  await editor.getByRole('textbox', { name: 'Text body' }).fill('Hello {{user.name}}, your code is {{code}}.');
  const sample = editor.getByRole('textbox', { name: 'Sample data (JSON)' });
  await sample.fill('{"user": {"name": "Ada"}}');

  // The preview follows: the subject and text filled in, the HTML in its sandboxed frame.
  const preview = editor.getByTestId('email-template-preview');
  await expect(preview).toContainText('Welcome, Ada');
  await expect(preview).toContainText('Hello Ada, your code is .');
  const frame = editor.frameLocator('iframe[title="HTML preview of the mail"]');
  await expect(frame.getByRole('heading', { name: 'Hello Ada' })).toBeVisible();
  await expect(editor.locator('iframe[title="HTML preview of the mail"]')).toHaveAttribute('sandbox', '');
  await expect(editor.getByRole('status').filter({ hasText: 'placeholder' })).toHaveText('This placeholder has no value in the sample data: code');

  // Sample data that is no JSON is the field's error; the preview waits for it.
  await sample.fill('{"user": ');
  await expect(editor.getByText(/^Sample data is not valid JSON/)).toBeVisible();
  await expect(editor.getByText('The preview shows once the sample data is a JSON object.')).toBeVisible();
  await sample.fill('{"user": {"name": "Ada"}, "code": "X-42"}');
  await expect(frame.getByText('Your code is X-42.')).toBeVisible();
  await expect(editor.getByText(/has no value in the sample data/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // A test mail of the template as typed, to the signed-in user, filled in by the server.
  await editor.getByRole('button', { name: 'Send test mail to me' }).click();
  await dialogs.closeSuccess(page, `Test mail sent to ${OWNER}`);
  const mail = await waitForMail(OWNER, /^\[Test\] Welcome, Ada$/);
  expect(mail.text).toContain('Hello Ada, your code is X-42.');
  expect(mail.html).toContain('<h1>Hello Ada</h1><p>Your code is X-42.</p>');

  await editor.getByRole('button', { name: 'Save' }).click();
  await dialogs.closeSuccess(page, 'Email template added successfully');
  const row = table.getByRole('row').filter({ hasText: 'Welcome' });
  await expect(row).toContainText('Welcome, {{user.name}}');

  await row.getByRole('button', { name: 'Edit: Welcome' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit email template: Welcome' });
  await expect(edit.getByTestId('email-template-preview')).toContainText('Welcome, Ada');
  await edit.getByRole('textbox', { name: 'Subject' }).fill('Hello again, {{user.name}}');
  await expect(edit.getByTestId('email-template-preview')).toContainText('Hello again, Ada');
  await edit.getByRole('button', { name: 'Save' }).click();
  await dialogs.closeSuccess(page, 'Email template updated successfully');
  await expect(row).toContainText('Hello again, {{user.name}}');

  await row.getByRole('button', { name: 'Delete: Welcome' }).click();
  await page.getByRole('dialog', { name: 'Delete email template' }).getByRole('button', { name: 'Delete' }).click();
  await dialogs.closeSuccess(page, 'Email template deleted successfully');
  await expect(page.getByText('No email templates yet.')).toBeVisible();

  // The instance's own templates, on its detail page.
  await page.goto(instancePage);
  await page.getByRole('tab', { name: 'Email templates' }).click();
  const instanceTable = page.getByRole('table', { name: 'Email templates' });
  await expect(page.getByText('No email templates yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add email template' }).click();
  const instanceEditor = page.getByRole('dialog', { name: 'Add email template' });
  await instanceEditor.getByRole('textbox', { name: 'Name' }).fill('Reminder');
  await instanceEditor.getByRole('textbox', { name: 'Subject' }).fill('Your visit on {{day}}');
  await instanceEditor.getByRole('textbox', { name: 'Sample data (JSON)' }).fill('{"day": "Monday"}');
  await expect(instanceEditor.getByTestId('email-template-preview')).toContainText('Your visit on Monday');
  await instanceEditor.getByRole('button', { name: 'Save' }).click();
  await dialogs.closeSuccess(page, 'Instance email template added successfully');
  await instanceTable.getByRole('row').filter({ hasText: 'Reminder' }).getByRole('button', { name: 'Delete: Reminder' }).click();
  await page.getByRole('dialog', { name: 'Delete email template' }).getByRole('button', { name: 'Delete' }).click();
  await dialogs.closeSuccess(page, 'Instance email template deleted successfully');
  await expect(page.getByText('No email templates yet.')).toBeVisible();
});

const variants = [
  { name: 'dark', settings: { darkMode: true }, tab: 'Email templates', add: 'Add email template', viewport: { width: 1280, height: 800 } },
  {
    name: 'right to left, in Japanese, at 375 px', settings: { direction: 'rtl' }, languageId: 'jp', tab: 'メールテンプレート', add: 'メールテンプレートを追加',
    viewport: { width: 375, height: 800 },
  },
];

for (const variant of variants) {
  test(`the email templates tab and editor have no serious accessibility violation: ${variant.name}`, async ({ page, seed, signIn }) => {
    test.slow();
    await page.setViewportSize(variant.viewport);
    const { instancePage } = await openAccount(seed, signIn);
    await page.evaluate(({ settings, languageId }) => {
      localStorage.setItem('themeSettings', JSON.stringify(settings));
      if (languageId) localStorage.setItem('languageId', languageId);
    }, variant);
    await page.goto(instancePage);
    await shell.openTab(page.getByRole('tab', { name: variant.tab }));
    const add = page.getByRole('button', { name: variant.add });
    await expect(add).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // By keyboard: the Add button opens the editor, whose first field takes the focus.
    await add.focus();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('dialog', { name: variant.add });
    await expect(editor.getByRole('textbox').first()).toBeFocused();
    await page.keyboard.type('Welcome');
    await page.keyboard.press('Tab');
    await page.keyboard.type('{{greeting}}');
    const sample = editor.getByRole('textbox').nth(4);
    await sample.fill('{"greeting": ');
    await expect(editor.locator('.Mui-error').first()).toBeVisible();
    await sample.fill('{}');
    await expect(editor.getByRole('status').filter({ hasText: 'greeting' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
