// Two people editing one page draft (issue 33, record 0413): the later save, made from the revision
// both opened, is refused with the other version shown; keeping one's own changes, the next save
// replaces it knowingly.
import { dialogs, expect, seriousViolations, shell, test } from './kit';
import { draftFields, openDraftEditor, seedPageDraft } from './pageDraftSeed';

test('a save made from an older revision of a draft is refused with the other version shown, then goes through once chosen', async ({ page, openOtherBrowser, seed, signIn }) => {
  test.slow(); // two consoles with the page editor
  const account = await seed.account();
  await seedPageDraft(seed.api, account, 'Shared shop', draftFields());
  await signIn({ ...account.owner, account: account.businessName });
  const mine = await openDraftEditor(page, 'Shared shop', 'Welcome');

  // Someone else opens the same draft, renames it and saves first.
  const other = await openOtherBrowser();
  await shell.signIn(other, account.owner.username, account.owner.password);
  await expect(other.getByRole('banner')).toContainText(account.businessName);
  await other.waitForURL(/\/admin\/app\/\d+\//);
  const theirs = await openDraftEditor(other, 'Shared shop', 'Welcome');
  await theirs.getByLabel('Page name').fill('Welcome back');
  await theirs.getByRole('button', { name: 'Save as Draft' }).click();
  await dialogs.closeSuccess(other, 'Template page draft saved successfully');

  // My save, made from the revision I opened, is refused: their version is shown.
  await mine.getByLabel('Comments').fill('Mine');
  await mine.getByRole('button', { name: 'Save as Draft' }).click();
  const refused = page.getByRole('dialog', { name: 'Saved by someone else meanwhile' });
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(refused).toContainText('Revision 2, saved');
  expect(await seriousViolations(page, '[role="dialog"][aria-labelledby="stale-save-title"]')).toEqual([]);

  // Keeping my changes, the next save replaces theirs.
  await refused.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(refused).toBeHidden();
  await mine.getByRole('button', { name: 'Save as Draft' }).click();
  await dialogs.closeSuccess(page, 'Template page draft saved successfully');
  await expect(page.getByRole('button', { name: 'Page actions: Welcome' })).toBeVisible();
});
