// The Chromium every browser figure of the bench runs in (Debian's, or CHROMIUM_PATH).
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const launchChromium = () => chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

/** A fresh context (no cache, no cookies) whose pages start with `values` in localStorage: a signed-in console. */
export async function contextWithStorage(browser: Browser, values: Record<string, string>): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript((v) => {
    for (const [key, value] of Object.entries(v)) localStorage.setItem(key, value);
  }, values);
  return context;
}
