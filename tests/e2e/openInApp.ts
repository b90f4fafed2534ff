// Moving between screens as a link in the running console would (history.pushState, then the popstate
// event react-router follows) rather than with a cold load, which loads the console's scripts and runs
// its start (token, permissions, labels) again for each screen: the accessibility walks visit ~40
// screens in each variant. The way goes through a not-found screen, so every screen is drawn from
// scratch, as after a load: two addresses of one route (an app's and a service's edit page) would
// otherwise keep the elements they share, and a page's state (a refused link's message) would stay.
import { expect, type Page } from '@playwright/test';

/** Marks the first-level headings of the screen being left, so the next screen's are told from them. */
const LEFT = 'data-walk-left';

/** The screen's own first-level heading: one drawn since the last move. */
export const newHeading = (page: Page) => page.getByRole('heading', { level: 1 }).and(page.locator(`:not([${LEFT}])`)).first();

/**
 * Opens `path` (with its base, e.g. /admin/app/docs) in the app the page runs, through `nowhere`
 * (that app's not-found screen) unless the page is there already; `usr`: what a link hands over with
 * it (react-router's history state). Waits for the screen's first-level heading.
 */
export async function openInApp(page: Page, path: string, nowhere: string, usr: object | null = null) {
  const here = await page.evaluate(() => window.location.pathname + window.location.search);
  const steps = [...(here === nowhere ? [] : [nowhere]), ...(path === nowhere ? [] : [path])];
  for (const to of steps) {
    await page.evaluate(({ to, usr, left }) => {
      for (const heading of document.querySelectorAll('h1, [role="heading"][aria-level="1"]')) heading.setAttribute(left, '');
      const state = { usr, key: `walk${window.history.length}`, idx: window.history.length };
      window.history.pushState(state, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
    }, { to, usr: to === path ? usr : null, left: LEFT });
    await expect(newHeading(page), `a first-level heading at ${to}`).toBeVisible();
  }
}
