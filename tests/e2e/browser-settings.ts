// What every Playwright config here shares: Debian's Chromium (apt-get install chromium; Playwright
// never downloads a browser here), its offline flags, and the two screens we test at.
import { existsSync } from 'node:fs';
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Every browser test runs at phone width (390 px, touch): the shop is phone-first. The desktop
 * project (1280 px, mouse) runs again only what the width changes, tagged `@layout`: the layout
 * itself (axe, nothing wider than the screen, tap targets, where a popup sits, the desktop header).
 * A flow (an owner's or a shopper's path through several screens) runs once, at phone width, in one
 * language: each screen's texts in every language, and its desktop layout, are the walks' proof.
 * A test that takes its language from the project (`testInfo.project.name`) speaks another one when
 * SCREENSHOTS=1 runs every test on the desktop too, so every screen is photographed at both widths
 * (see screenshots.ts).
 */
export const AT_BOTH_WIDTHS = /@layout/;

/**
 * A layout walk (every screen of an area: axe, overflow, tap targets) runs once per language, each at
 * one width, and Arabic at both: right to left is where a layout breaks, so its walk is done on the
 * phone and on the desktop; French is walked at phone width, English at desktop width. `walkWidths`
 * tags a walk for its language (`@desktop-only` keeps it off the phone project); `walkedHere` lists
 * the languages a walk that loops over languages takes at this project's width.
 */
const WALK_WIDTHS: Record<Locale, readonly ('phone' | 'desktop')[]> = { ar: ['phone', 'desktop'], fr: ['phone'], en: ['desktop'] };
const DESKTOP_ONLY = /@desktop-only/;

export function walkWidths(locale: Locale): { tag: string } | Record<string, never> {
  const widths = WALK_WIDTHS[locale];
  if (widths.length === 2) return { tag: '@layout' };
  return widths[0] === 'desktop' ? { tag: '@desktop-only' } : {};
}

export const walkedHere = <L extends Locale>(project: string, locales: readonly L[]): L[] =>
  locales.filter((locale) => WALK_WIDTHS[locale].includes(project === 'desktop' ? 'desktop' : 'phone'));

/**
 * axe runs once per screen and width: in Arabic at phone width and in English at desktop width. Its
 * rules read names, roles, labels, contrast and the page's language, which neither the width nor the
 * language changes (every dictionary has every text in every language: src/i18n/messages.ts types
 * them so); what only one width shows (the desktop header, the phone's menu) is checked at that
 * width. The other walks check the layout without it (overflow, tap targets, direction, the page's
 * language): French, whose texts are the longest, at phone width, and Arabic at desktop width.
 * axe was half of a walk's processor time.
 */
const AXE_WIDTH: Partial<Record<Locale, 'phone' | 'desktop'>> = { ar: 'phone', en: 'desktop' };

export const axeHere = (project: string, locale: Locale): boolean => AXE_WIDTH[locale] === (project === 'desktop' ? 'desktop' : 'phone');

/**
 * The browser the suites drive: Debian's old headless shell where it is installed (apt-get install
 * chromium-headless-shell, the same Chromium build as the chromium package, without the full
 * browser's user interface), else Debian's Chromium; CHROMIUM_PATH overrides both. The shell is what
 * Playwright itself drives for headless runs; measured on the admin's orders spec, Chromium's share
 * of the processor time fell from 78 s to 58 s, and the browser is most of a suite's processor time.
 */
export const BROWSER_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export function browserSettings(
  port: number,
): Pick<PlaywrightTestConfig, 'use' | 'projects' | 'workers' | 'fullyParallel' | 'retries' | 'reporter'> {
  return {
    fullyParallel: false,
    workers: 1,
    retries: process.env.CI ? 1 : 0,
    reporter: [['list']],
    use: {
      baseURL: `http://localhost:${port}`,
      // A trace records every test's screen and DOM as it runs: a third of the browser suites' processor
      // time when it was kept for failures only (retain-on-failure still records every test). It is
      // recorded when a failed test runs again (CI retries once); locally, `--trace on` or `--retries 1`.
      trace: 'on-first-retry',
      launchOptions: { executablePath: BROWSER_PATH, args: chromiumFlags },
    },
    projects: [
      {
        name: 'phone',
        use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 390, height: 844 } },
        ...(process.env.SCREENSHOTS === '1' ? {} : { grepInvert: DESKTOP_ONLY }),
      },
      {
        name: 'desktop',
        use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } },
        ...(process.env.SCREENSHOTS === '1' ? {} : { grep: [AT_BOTH_WIDTHS, DESKTOP_ONLY] }),
      },
    ],
  };
}
