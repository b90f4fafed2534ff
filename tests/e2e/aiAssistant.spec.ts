// The AI code assistant journey (issue 15 item 7): in the page editor's Content tab an owner asks the
// assistant (the server asks the local OpenAI-compatible stand-in playwright.config.ts starts), sees the
// reply typed out one character at a time, copies it (the label reads Copied, then Copy again) and inserts
// it into the editor, where the live preview shows it. axe checks the chat, also at 375 px and in dark mode.
import { expect, seriousViolations, test } from './kit';
import { draftFields, openDraftEditor, seedPageDraft } from './pageDraftSeed';
import { DEFAULT_REPLY } from '../server/support/openAiStandIn';

test('an owner asks the AI assistant for code, watches it typed out, copies it and inserts it', async ({ page, context, seed, signIn }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await seed.account();
  await seedPageDraft(seed.api, account, 'Assisted shop', draftFields());
  await signIn({ ...account.owner, account: account.businessName });
  const editor = await openDraftEditor(page, 'Assisted shop', 'Welcome');

  await editor.getByRole('tab', { name: 'Content' }).click();
  await expect(editor.getByRole('textbox', { name: 'Content' })).toBeVisible({ timeout: 20_000 });
  const chat = editor.getByRole('region', { name: 'AI assistant' });
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();

  // Every length the reply shows on its way, as it is typed out.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { typedLengths: number[] }).typedLengths = seen;
    new MutationObserver(() => {
      const reply = document.querySelector('[data-testid="ai-reply"]');
      if (reply && seen.at(-1) !== reply.textContent!.length) seen.push(reply.textContent!.length);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await chat.getByRole('textbox', { name: 'Message to the AI assistant' }).fill('Add a footer naming the visitor');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('Add a footer naming the visitor')).toBeVisible();
  const reply = chat.getByTestId('ai-reply');
  await expect(reply).toHaveText(DEFAULT_REPLY);
  const lengths = await page.evaluate(() => (window as unknown as { typedLengths: number[] }).typedLengths);
  expect(lengths.length).toBeGreaterThan(DEFAULT_REPLY.length / 2); // one character at a time, not all at once
  expect(lengths.every((length, i) => i === 0 || length > lengths[i - 1])).toBe(true);
  await expect(chat.getByRole('status')).toHaveText(`The assistant replied: ${DEFAULT_REPLY}`);

  await chat.getByRole('button', { name: 'Copy' }).click();
  await expect(chat.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEFAULT_REPLY);
  await expect(chat.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 3_000 });

  await chat.getByRole('button', { name: 'Insert' }).click();
  await expect(chat.getByRole('status')).toHaveText('The reply was inserted into the editor.');
  const live = page.frameLocator('iframe[title="Live preview"]').frameLocator('iframe[title="Page"]');
  await expect(live.locator('footer.note')).toHaveText('Made for Ada', { timeout: 10_000 });
  await expect(live.locator('#greeting')).toHaveText('Hello Ada');

  expect(await seriousViolations(page, '[data-testid="ai-chat"]')).toEqual([]);

  // Dark, on a 375 px phone: still clean, and the chat fits the screen.
  await page.evaluate(() => localStorage.setItem('themeSettings', JSON.stringify({ darkMode: true })));
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  const again = await openDraftEditor(page, 'Assisted shop', 'Welcome');
  await again.getByRole('tab', { name: 'Content' }).click();
  const phoneChat = again.getByRole('region', { name: 'AI assistant' });
  await phoneChat.getByRole('textbox', { name: 'Message to the AI assistant' }).fill('Once more');
  await phoneChat.getByRole('button', { name: 'Send' }).click();
  await expect(phoneChat.getByTestId('ai-reply')).toHaveText(DEFAULT_REPLY);
  const box = (await phoneChat.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page, '[data-testid="ai-chat"]')).toEqual([]);
});
