import { defineConfig, devices } from '@playwright/test';

// The stack (backend, gateway, web) is started by `npm test` (scripts/test.mjs), which sets BASE_URL.
// Debian's chromium is used: Playwright's own browser download is not possible offline.
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
    ],
  },
};

const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';

// Every test starts with analytics consent already given, so the consent banner (fixed over the page) covers no
// button a test clicks; analytics.spec.ts starts without it to test the banner itself.
const consentGiven = {
  cookies: [
    {
      name: 'shop_consent',
      value: 'granted',
      domain: new URL(baseURL).hostname,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json']],
  outputDir: '../.tmp/test/e2e-results',
  use: {
    baseURL,
    storageState: consentGiven,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: /plan-renewal\.spec\.ts$/, use: chromium },
    // A renewal run renews every due plan of the shop: only once no other test watches a balance.
    { name: 'renewals', testMatch: /plan-renewal\.spec\.ts$/, dependencies: ['chromium'], use: chromium },
  ],
});
