// Two people editing one page draft (issue 33, records 0413 and 0414): the second to open it sees who
// is editing it since when, reads it with saving held back, and may take over; the first, whose lock
// was taken, sees it in turn; a save made from the revision both opened is refused with the other
// version shown, and goes through once the editor chooses to keep their changes.
import { dialogs, expect, seriousViolations, shell, test } from './kit';
import { draftFields, openDraftEditor, seedPageDraft } from './pageDraftSeed';

test('two people open one draft: the lock, the take-over, and the refused stale save', async ({ page, openOtherBrowser, seed, signIn }) => {
  test.slow(); // two consoles with the page editor, and a lock's heartbeat
  const account = await seed.account();
  const developer = await seed.member(account, 'DEVELOPER');
  await seedPageDraft(seed.api, account, 'Shared shop', draftFields());
  await signIn({ ...account.owner, account: account.businessName });
  const mine = await openDraftEditor(page, 'Shared shop', 'Welcome');
  await expect(mine.getByRole('button', { name: 'Save as Draft' })).toBeEnabled();

  // The developer opens the same draft: the owner is editing it, saving waits; they take over.
  const other = await openOtherBrowser();
  await shell.signIn(other, developer.username, developer.password);
  await other.waitForURL(/\/admin\/app\/\d+\//);
  const theirs = await openDraftEditor(other, 'Shared shop', 'Welcome');
  const held = theirs.getByRole('status').filter({ hasText: /^Being edited by .+ since/ });
  await expect(held).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
  await expect(theirs.getByLabel('Page name')).toBeDisabled();
  expect(await seriousViolations(other, '[role="status"]')).toEqual([]);
  await held.getByRole('button', { name: 'Take over' }).click();
  await expect(held).toBeHidden();
  await theirs.getByLabel('Page name').fill('Welcome back');

  // The owner's console learns at its next beat (15 s) that the lock was taken.
  const taken = mine.getByRole('status').filter({ hasText: /^Being edited by .+ since/ });
  await expect(taken).toBeVisible({ timeout: 20_000 });
  await expect(mine.getByRole('button', { name: 'Save as Draft' })).toBeDisabled();

  // The developer saves (and leaves the editor); the owner takes the draft back, and their save, made
  // from the revision they opened, is refused with the other version shown.
  await theirs.getByRole('button', { name: 'Save as Draft' }).click();
  await dialogs.closeSuccess(other, 'Template page draft saved successfully');
  await taken.getByRole('button', { name: 'Take over' }).click();
  await expect(taken).toBeHidden();
  await mine.getByLabel('Comments').fill('Mine');
  await mine.getByRole('button', { name: 'Save as Draft' }).click();
  const refused = page.getByRole('dialog', { name: 'Saved by someone else meanwhile' });
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(refused).toContainText('Revision 2, saved');
  expect(await seriousViolations(page, '[role="dialog"][aria-labelledby="stale-save-title"]')).toEqual([]);

  // Keeping their changes, the next save replaces the other version.
  await refused.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(refused).toBeHidden();
  await mine.getByRole('button', { name: 'Save as Draft' }).click();
  await dialogs.closeSuccess(page, 'Template page draft saved successfully');
  await expect(page.getByRole('button', { name: 'Page actions: Welcome' })).toBeVisible();
});
