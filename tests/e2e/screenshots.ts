// Screenshots are for a person looking at a screen (a review of a layout change); no test compares
// them, and each full-page PNG costs seconds on a busy machine. So `npm test` takes none, and
// SCREENSHOTS=1 takes them all, every browser test then running at both widths (browser-settings.ts):
//   SCREENSHOTS=1 npm run test:e2e:all   → .data/screenshots/<lang|admin|admin-catalog|admin-orders>/
import type { Page } from '@playwright/test';

export const screenshotsWanted = process.env.SCREENSHOTS === '1';

/** The whole page into `path`, when screenshots are wanted. */
export async function screenshot(page: Page, path: string): Promise<void> {
  if (screenshotsWanted) await page.screenshot({ path, fullPage: true });
}
