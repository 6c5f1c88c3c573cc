import { startChatwootSdkServer } from '../../scripts/lib/chatwoot-sdk-server.mjs';
import { watchPage } from './support/pageProblems';
import { startSecondWeb } from './support/secondWeb';
import { expect, test } from './support/test';

// The stack's web runs without Chatwoot (the default). These tests start a second web from the same build,
// configured at run time with a local stand-in for a Chatwoot installation, and switch the stand-in off.
test.describe.configure({ mode: 'serial' });

const WEBSITE_TOKEN = 'e2eWebsiteToken42';
const SPEC_SETTINGS = { position: 'right', darkMode: 'auto', type: 'expanded_bubble' };
let sdk: Awaited<ReturnType<typeof startChatwootSdkServer>>;
let web: Awaited<ReturnType<typeof startSecondWeb>> | undefined;
let chatWeb: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sdk = await startChatwootSdkServer();
  web = await startSecondWeb({
    name: 'chat-widget-web',
    portOffset: 7,
    env: { CHATWOOT_BASE_URL: sdk.url, CHATWOOT_WEBSITE_TOKEN: WEBSITE_TOKEN },
  });
  chatWeb = web.url;
});

test.afterAll(async () => {
  web?.stop();
  await sdk?.stop();
});

test('with Chatwoot unset, a page loads nothing of the widget', async ({ page }) => {
  const { visit, problems } = await watchPage(page);
  await visit('/');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(await page.evaluate(() => 'chatwootSettings' in window)).toBe(false);
  await expect(page.locator('script[src*="/packs/js/sdk.js"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the widget loads once the page is idle, with the token, base URL, locale and spec §9 settings; French after a switch', async ({
  page,
  request,
}) => {
  // Nothing of it in the server's page: it cannot hold up the first paint.
  expect(await (await request.get(`${chatWeb}/`)).text()).not.toContain('/packs/js/sdk.js');

  const { visit, problems } = await watchPage(page);
  await visit(`${chatWeb}/`);
  const launcher = page.getByRole('button', { name: 'Chat with us' });
  await expect(launcher).toBeVisible();
  await expect.poll(() => sdk.state.runs.length).toBe(1);
  expect(sdk.state.runs[0]).toEqual({
    config: { websiteToken: WEBSITE_TOKEN, baseUrl: sdk.url },
    settings: { ...SPEC_SETTINGS, locale: 'en', launcherTitle: 'Chat with us' },
  });
  // The conversation frame and the websocket are allowed by the page's CSP (no violation below).
  await expect.poll(() => sdk.state.frames).toEqual([{ website_token: WEBSITE_TOKEN, locale: 'en' }]);
  await expect.poll(() => sdk.state.sockets).toBe(1);
  await expect(page.locator('iframe[title="Chat with us"]')).toHaveCount(1);
  await launcher.click();
  await expect(page.frameLocator('iframe[title="Chat with us"]').getByText('How can we help?')).toBeVisible();

  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/?$/);
  await expect(page.getByRole('button', { name: 'Discutez avec nous' })).toBeVisible();
  await expect.poll(() => sdk.state.runs.length).toBe(2);
  expect(sdk.state.runs[1]?.settings).toEqual({ ...SPEC_SETTINGS, locale: 'fr', launcherTitle: 'Discutez avec nous' });
  expect(await page.evaluate(() => (window as { $chatwoot?: { locale: string } }).$chatwoot?.locale)).toBe('fr');
  expect(problems).toEqual([]);
});

test("an installation that never delivers the SDK: 'Chatwoot not loaded' after the time-out", async ({ page }) => {
  sdk.state.holdSdk = true;
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Spec §9's 200 looks 150 ms apart (30 s) on the page's fake clock, not in real time.
  await page.clock.install();
  const sdkRequested = page.waitForRequest((request) => request.url().endsWith('/packs/js/sdk.js'));
  // Not until `load`: the held SDK's script, inserted once the page is idle, may hold the load event forever.
  await page.goto(`${chatWeb}/de/`, { waitUntil: 'domcontentloaded' });
  await sdkRequested;
  await page.clock.runFor(29_000);
  expect(errors).not.toContain('Chatwoot not loaded');
  await page.clock.runFor(1_000);
  expect(errors).toContain('Chatwoot not loaded');
  await expect(page.getByRole('button', { name: 'Chatten Sie mit uns' })).toHaveCount(0);
});
