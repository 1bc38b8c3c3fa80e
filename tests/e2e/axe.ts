// axe-core over the page as it is now (@axe-core/playwright), in one way for every browser test.
// Legacy mode runs axe in the page itself. The default mode opens a blank page for every check to put
// cross-origin frames' results together, which took twice as long as the check (2.0 s against 0.8 s
// a page on this 2-core machine, with the pass details); no page of the shop or the admin has a
// frame, and a check of one that does fails here rather than skip what it cannot see. Only the
// violations are collected: the rules that run are the same.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe's violations on the page, one line each (`label: rule (impact) help ×nodes: the first three`). */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  expect(page.frames(), `${label}: a frame, which this check would not look inside`).toHaveLength(1);
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.map(
    (v) =>
      `${label}: ${v.id} (${v.impact}) ${v.help} ×${v.nodes.length}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}
