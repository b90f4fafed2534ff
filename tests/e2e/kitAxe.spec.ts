// The kit's accessibility check finds what it is there to find: a journey's empty list means the
// screen is clean, not that axe never ran (in the page, in a frame that runs scripts, again after
// the page changed), while a sandboxed preview frame and the excluded parts stay out.
import { expect, seriousViolations, test } from './kit';

const PAGE = `<html lang="en"><head><title>Kit check</title></head><body><main><h1>Kit check</h1>
  <p id="faint" style="color:#aaa;background:#fff">Faint text</p>
  <iframe title="Preview" sandbox srcdoc="<p style='color:#eee'>The user's own HTML</p>"></iframe>
  <iframe title="Widget" srcdoc="<html lang='en'><title>Widget</title><body><p style='color:#bbb;background:#fff'>In a frame</p></body></html>"></iframe>
  <div id="clean"><p>Readable</p></div></main></body></html>`;

test("the kit's axe check reports serious violations in the page and its frames, and only where asked", async ({ page }) => {
  await page.setContent(PAGE);
  await expect(page.frameLocator('iframe[title="Widget"]').getByText('In a frame')).toBeVisible();

  const found = await seriousViolations(page);
  expect(found).toEqual([expect.stringMatching(/^color-contrast: #faint /), expect.stringMatching(/^color-contrast: iframe\[title="Widget"\] p /)]);
  expect(await seriousViolations(page, '#clean')).toEqual([]);
  expect(await seriousViolations(page, undefined, ['#faint', 'iframe[title="Widget"]'])).toEqual([]);

  // The page changes without a new document: the next check sees it.
  await page.locator('#clean p').evaluate((p) => { p.style.color = '#ccc'; });
  expect(await seriousViolations(page, '#clean')).toEqual([expect.stringMatching(/^color-contrast: #clean > p /)]);
});
