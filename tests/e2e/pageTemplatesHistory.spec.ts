// The page history journey (issue 15 item 6): an owner opens a page saved three times, reads its
// timeline (who, when, what, the comments as Markdown), compares two revisions side by side (a third
// tick is refused with the spec's alert), restores the first into the editor and saves it: a fourth
// revision with the first one's content, the earlier ones untouched. axe checks the tab and the comparison.
import { dialogs, expect, SEEDED_OWNER_NAME, seriousViolations as seriousViolationsOf, test, type Page } from './kit';
import { draftFields, openDraftEditor, seedPageDraft } from './pageDraftSeed';

const FIRST = draftFields({ comments: 'First **draft**' });
const SECOND = { ...FIRST, content: '<h1 id="greeting">Hello {{name}}!</h1>\n<p>Welcome back</p>', comments: 'A warmer _welcome_' };
const THIRD = { ...SECOND, category: 'Home', comments: 'Moved to Home' };

// The tab's and the comparison's own parts: the editor's actions and Monaco's token colours are the page
// editor's, checked by its journey.
const seriousViolations = (page: Page, within: string) => seriousViolationsOf(page, within, ['.monaco-editor']);

type Locator = ReturnType<Page['locator']>;

const tick = (editor: Locator, revision: number) => editor.getByRole('checkbox', { name: new RegExp(`^Select revision ${revision} of `) });
const revisionItem = (editor: Locator, revision: number) =>
  editor.getByTestId('history-revision').filter({ has: editor.page().getByText(`Revision ${revision}`, { exact: true }) });

test('an owner compares two revisions side by side, is stopped at a third, and restores the first', async ({ page, seed, signIn }) => {
  test.setTimeout(180_000);
  const account = await seed.account();
  const { save } = await seedPageDraft(seed.api, account, 'Versioned shop', FIRST);
  await save(SECOND);
  await save(THIRD);
  await signIn({ ...account.owner, account: account.businessName });
  let editor = await openDraftEditor(page, 'Versioned shop', 'Welcome');

  // The timeline: newest first, who and what, the comments rendered as Markdown.
  await editor.getByRole('tab', { name: 'History' }).click();
  const items = editor.getByTestId('history-revision');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('Revision 3');
  await expect(items.first()).toContainText(`by ${SEEDED_OWNER_NAME}`);
  await expect(revisionItem(editor, 1)).toContainText('Created');
  await expect(revisionItem(editor, 1).getByTestId('revision-comments').locator('strong')).toHaveText('draft');
  await expect(revisionItem(editor, 2).getByTestId('revision-comments').locator('em')).toHaveText('welcome');

  // Compare needs exactly two; a third tick is refused.
  const compare = editor.getByRole('button', { name: 'Compare' });
  await expect(compare).toBeDisabled();
  await tick(editor, 3).check();
  await expect(compare).toBeDisabled();
  await tick(editor, 1).check();
  await expect(compare).toBeEnabled();
  await tick(editor, 2).click();
  await expect(editor.getByRole('alert')).toHaveText('You can only select up to 2 items.');
  await expect(tick(editor, 2)).not.toBeChecked();
  expect(await seriousViolations(page, '[data-testid="page-history"]')).toEqual([]);

  // Side by side, older on the left: the changed fields marked, content and preview data in the diff editor.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await compare.click();
  const dialog = page.getByRole('dialog', { name: 'Revision 1 and revision 3 side by side' });
  await expect(dialog.getByRole('row', { name: /Category/ })).toContainText('Changed');
  await expect(dialog.getByRole('row', { name: /Category/ })).toContainText('Landing');
  await expect(dialog.getByRole('row', { name: /Category/ })).toContainText('Home');
  await expect(dialog.getByRole('row', { name: /Page name/ })).toContainText('Unchanged');
  const content = dialog.getByTestId('diff-content');
  await expect(content).toContainText('Changed');
  await expect(content.locator('.editor.original .view-lines')).toContainText('Hello', { timeout: 20_000 });
  await expect(content.locator('.editor.modified .view-lines')).toContainText('Welcome back');
  await expect(content.locator('.editor.original .view-lines')).not.toContainText('Welcome back');
  await expect(dialog.getByTestId('diff-dataForPreview')).toContainText('Unchanged');
  expect(await seriousViolations(page, '[role="dialog"][aria-labelledby="compare-revisions-title"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // Closing disposes the diff editor and its models without an error (Monaco's model-disposal order).
  await page.waitForTimeout(500);
  expect(pageErrors).toEqual([]);

  // Restore the first revision: unsaved changes in the editor, which Save as Draft keeps as a new revision.
  await revisionItem(editor, 1).getByRole('button', { name: 'Restore revision 1 into the editor' }).click();
  await expect(editor.getByRole('status')).toContainText('Revision 1 is in the editor as unsaved changes');
  await editor.getByRole('tab', { name: 'Content' }).click();
  const live = page.frameLocator('iframe[title="Live preview"]').frameLocator('iframe[title="Page"]');
  await expect(live.locator('#greeting')).toHaveText('Hello Ada', { timeout: 10_000 });
  await expect(live.getByText('Welcome back')).toHaveCount(0);
  await editor.getByRole('button', { name: 'Save as Draft' }).click();
  await dialogs.closeSuccess(page, 'Template page draft saved successfully');

  editor = await openDraftEditor(page, 'Versioned shop', 'Welcome');
  await editor.getByRole('tab', { name: 'History' }).click();
  await expect(items).toHaveCount(4);
  await expect(revisionItem(editor, 4)).toContainText(/Restored from/);
  await expect(revisionItem(editor, 1).getByTestId('revision-comments').locator('strong')).toHaveText('draft');
  await tick(editor, 4).check();
  await tick(editor, 1).check();
  await editor.getByRole('button', { name: 'Compare' }).click();
  const restored = page.getByRole('dialog', { name: 'Revision 1 and revision 4 side by side' });
  await expect(restored.getByTestId('diff-content')).toContainText('Unchanged');
  await expect(restored.getByRole('row', { name: /Category/ })).toContainText('Unchanged');
  await expect(restored.getByRole('row', { name: /Comments/ })).toContainText('Changed');
});
