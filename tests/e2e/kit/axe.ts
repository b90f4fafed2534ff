// The accessibility check journeys run on each screen they visit: WCAG 2.1 A and AA violations that
// axe rates serious or critical, as "rule: element" lines (an empty list is a pass). Sandboxed frames
// are left out: they hold the user's own HTML (template previews), and their sandbox lets no script,
// axe's either, run in them (axe would wait for them until the time-out).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** `within`: only that part of the page (e.g. an open drawer); `exclude`: parts another journey checks. */
export async function seriousViolations(page: Page, within?: string, exclude: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode().exclude('iframe[sandbox]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (within) builder.include(within);
  for (const part of exclude) builder.exclude(part);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`));
}
