// What the browser receives on a page load, read from Chromium's own network events: requests and
// bytes on the wire (encodedDataLength: compressed bodies plus headers), JavaScript apart. Nothing
// is recompressed or recomputed here, so compression, caching and splitting show as they are served.
import type { Page } from 'playwright-core';

export interface WireLoad {
  requests: number;
  kiloBytes: number;
  jsRequests: number;
  jsKiloBytes: number;
}

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

/**
 * Starts counting what `page` receives, with the browser cache disabled; the answer stops counting
 * and gives the totals.
 */
export async function watchWire(page: Page): Promise<() => Promise<WireLoad>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const isScript = new Map<string, boolean>();
  const totals = { requests: 0, bytes: 0, jsRequests: 0, jsBytes: 0 };
  cdp.on('Network.responseReceived', (event) => {
    isScript.set(event.requestId, event.type === 'Script' || /javascript/.test(event.response.mimeType));
  });
  cdp.on('Network.loadingFinished', (event) => {
    totals.requests += 1;
    totals.bytes += event.encodedDataLength;
    if (isScript.get(event.requestId)) {
      totals.jsRequests += 1;
      totals.jsBytes += event.encodedDataLength;
    }
  });
  return async () => {
    await cdp.detach();
    return { requests: totals.requests, kiloBytes: kb(totals.bytes), jsRequests: totals.jsRequests, jsKiloBytes: kb(totals.jsBytes) };
  };
}

/**
 * Loads `url` in a fresh page and counts what arrives until `ready` shows (the signed-in shell keeps
 * its notification stream open, so the network is never idle there), then one more second for what
 * loads right after the first screen.
 */
export async function wireLoad(page: Page, url: string, ready?: string): Promise<WireLoad> {
  const stop = await watchWire(page);
  if (ready) {
    await page.goto(url);
    await page.locator(ready).first().waitFor({ state: 'visible' });
    await page.waitForTimeout(1000);
  } else {
    await page.goto(url, { waitUntil: 'networkidle' });
  }
  return stop();
}
