// The accessibility check journeys run on each screen they visit: WCAG 2.1 A and AA violations that
// axe rates serious or critical, as "rule: element" lines (an empty list is a pass). Sandboxed frames
// are left out: they hold the user's own HTML (template previews), and their sandbox lets no script,
// axe's either, run in them (axe would wait for them until the time-out).
// axe is put into a document once and run there on each check: a walk opening screens inside the
// running app checks one document many times, and evaluating axe's 550 kB again before each check
// (as @axe-core/playwright does) took about as long as the check itself.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { Result } from 'axe-core';

type Violation = Pick<Result, 'id' | 'impact'> & { nodes: { target: string[]; failureSummary?: string }[] };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } };

/**
 * Puts axe into the frame unless it is there already (a new document starts without it), letting it
 * answer the page's axe from any origin (a srcdoc frame's is opaque), as @axe-core/playwright does.
 */
async function withAxe(frame: Frame) {
  const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (present) return;
  await frame.evaluate(axeSource);
  await frame.evaluate(() => (window as unknown as { axe: { configure(spec: object): void } }).axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }));
}

/** The frames axe looks into: the page and its frames that may run scripts. */
async function checkedFrames(page: Page): Promise<Frame[]> {
  const frames: Frame[] = [];
  for (const frame of page.frames()) {
    const element = await frame.frameElement().catch(() => null);
    if (!element || await element.getAttribute('sandbox') === null) frames.push(frame);
    await element?.dispose();
  }
  return frames;
}

/**
 * The rules whose outcome depends on colours alone: another colour scheme of the same screen (dark
 * after light) draws the same elements, names and roles, so only these can find something new.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * `within`: only that part of the page (e.g. an open drawer); `exclude`: parts another journey checks;
 * `rules`: only these of the WCAG A and AA rules (e.g. COLOUR_RULES).
 */
export async function seriousViolations(page: Page, within?: string, exclude: string[] = [], rules?: readonly string[]): Promise<string[]> {
  for (const frame of await checkedFrames(page)) await withAxe(frame);
  // axe's context: selectors, each in a list (its path through frames: here the page itself).
  const context = {
    ...(within ? { include: [[within]] } : {}),
    exclude: [['iframe[sandbox]'], ...exclude.map((selector) => [selector])],
  };
  // Read in the page, down to lines: axe's own types are too deep for Playwright's serialisation types.
  return page.evaluate(async ({ context, options }) => {
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: Violation[] }> } }).axe;
    const { violations } = await axe.run(context, options);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`));
  }, { context, options: rules ? { runOnly: { type: 'rule', values: [...rules] } } : WCAG_AA });
}
