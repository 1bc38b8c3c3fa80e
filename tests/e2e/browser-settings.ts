// What every Playwright config here shares: Debian's Chromium (apt-get install chromium; Playwright
// never downloads a browser here), its offline flags, and the two screens we test at.
import { devices, type PlaywrightTestConfig } from '@playwright/test';

export const chromiumFlags = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export function browserSettings(port: number): Pick<PlaywrightTestConfig, 'use' | 'projects' | 'workers' | 'fullyParallel' | 'retries' | 'reporter'> {
  return {
    fullyParallel: false,
    workers: 1,
    retries: process.env.CI ? 1 : 0,
    reporter: [['list']],
    use: {
      baseURL: `http://localhost:${port}`,
      trace: 'retain-on-failure',
      launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags },
    },
    projects: [
      { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 390, height: 844 } } },
      { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } },
    ],
  };
}
