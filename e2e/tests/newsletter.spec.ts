import { randomBytes } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import en from '../../web/messages/newsletter/en.json';
import fr from '../../web/messages/newsletter/fr.json';
import { humanCheckPassed, openNewsletter } from './support/humanCheck';
import { awaitMailLink } from './support/outbox';
import { expect, test } from './support/test';

const newEmail = (tag: string) => `e2e-${tag}-${randomBytes(6).toString('hex')}@example.com`;

/** The links of the free sample's mail (contract §1): the signed download, the web's confirm and unsubscribe pages. */
const SAMPLE_LINK = /https?:\/\/\S+\/api\/website\/v1\/downloads\/\d+\?[^\s"<>]+/;
const CONFIRM_LINK = /https?:\/\/\S+\/newsletter\/confirm\/?\?token=[^\s"<>]+/;
const UNSUBSCRIBE_LINK = /https?:\/\/\S+\/newsletter\/unsubscribe\/?\?token=[^\s"<>]+/;

/**
 * Holds the page's first server-action call (the form's submit) until `release()`, so the loading state
 * is seen for certain, without a fixed wait.
 */
async function holdFirstServerAction(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (!held && request.method() === 'POST' && (await request.headerValue('next-action'))) {
      held = true;
      await released;
    }
    await route.continue();
  });
  return release;
}

test.describe('the newsletter block', () => {
  test.describe.configure({ timeout: 90_000 });

  test('every spec §5 message, on blur and change only; then the thanks, the sample by mail, confirm and unsubscribe', async ({
    page,
  }) => {
    const email = newEmail('newsletter');
    await page.goto('/');
    const block = page.getByRole('region', { name: en['newsletter.title'] });
    const submit = block.getByRole('button', { name: en['newsletter.submit'], exact: true });
    await expect(block.getByRole('textbox')).toHaveCount(0);

    // The sign-up button reveals the form; the message field waits for an email.
    const emailField = await openNewsletter(block, en['newsletter.open'], en['newsletter.field.email']);
    const messageField = block.getByLabel(en['newsletter.field.message'], { exact: true });
    const error = (text: string) => block.getByText(text, { exact: true });
    await expect(emailField).toBeFocused();
    await expect(messageField).toHaveCount(0);

    await emailField.fill('ana');
    await expect(messageField).toBeVisible();
    await expect(error(en['newsletter.error.emailInvalid'])).toHaveCount(0);
    await emailField.blur();
    await expect(error(en['newsletter.error.emailInvalid'])).toBeVisible();
    // Not per keystroke: typing withdraws the message, and a still invalid address says so only when left.
    await emailField.pressSequentially('@exa');
    await expect(error(en['newsletter.error.emailInvalid'])).toHaveCount(0);
    await emailField.blur();
    await expect(error(en['newsletter.error.emailInvalid'])).toBeVisible();
    await emailField.clear();
    await emailField.blur();
    await expect(error(en['newsletter.error.emailRequired'])).toBeVisible();
    await expect(messageField).toHaveCount(0);

    await emailField.fill(email);
    await messageField.focus();
    await messageField.blur();
    await expect(error(en['newsletter.error.emailRequired'])).toHaveCount(0);
    await expect(error(en['newsletter.error.required'])).toBeVisible();
    await messageField.fill('A launch deck for our new product');
    await submit.click();
    await expect(error(en['newsletter.error.required'])).toHaveCount(0);
    await expect(error(en['newsletter.error.terms'])).toBeVisible();
    await block.getByRole('checkbox', { name: /terms and privacy policy/ }).check();
    await expect(error(en['newsletter.error.terms'])).toHaveCount(0);

    // The human check solved itself while the visitor typed; the gateway accepts, then the thanks.
    // 10,000 characters: refused in the page, before anything is sent.
    await messageField.fill('x'.repeat(10_000));
    await messageField.blur();
    const tooLong = en['newsletter.error.tooLong']
      .replace('{field}', en['newsletter.field.message'])
      .replace('{max}', '2000');
    await expect(error(tooLong)).toBeVisible();
    await expect(error(tooLong)).toHaveAttribute('aria-live', 'polite');
    const actions: string[] = [];
    const countAction = (request: Request) => {
      if (request.method() === 'POST' && request.headers()['next-action']) actions.push(request.url());
    };
    page.on('request', countAction);
    await submit.click();
    // The form puts the visitor back on the refused field: its check ran, and stopped the send.
    await expect(messageField).toBeFocused();
    await expect(error(tooLong)).toBeVisible();
    expect(actions).toEqual([]);
    page.off('request', countAction);
    await messageField.fill('A launch deck for our new product');

    await humanCheckPassed(block, 'en');
    const release = await holdFirstServerAction(page);
    await submit.click();
    await expect(block.getByRole('button', { name: en['newsletter.submitting'], exact: true })).toBeDisabled();
    release();
    await expect(block.getByRole('status')).toHaveText(en['newsletter.thanks']);
    expect(en['newsletter.submitting']).toBe('Signing up...');
    await page.unrouteAll({ behavior: 'wait' });

    // The sample's mail: a working signed download, the newsletter's one-click unsubscribe headers.
    const { mail, url: sample } = await awaitMailLink(email, SAMPLE_LINK);
    const download = await page.request.get(sample.toString());
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 2).toString()).toBe('PK');
    const header = (key: string) => mail.headerLines.find((line) => line.key === key)?.line ?? '';
    expect(header('list-unsubscribe')).toMatch(/<https?:\/\/\S+\/api\/newsletter\/unsubscribe\/?\?token=[^>\s]+>/);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Double opt-in: the confirm link's page confirms on the visitor's click, not on arrival.
    const { url: confirm } = await awaitMailLink(email, CONFIRM_LINK);
    await page.goto(confirm.pathname + confirm.search);
    // Once the page runs, the token is no longer in its address, for any script that reads or reports it.
    await expect(page).toHaveURL(/\/newsletter\/confirm\/?$/);
    await page.getByRole('button', { name: en['newsletter.confirm.button'] }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(en['newsletter.confirm.done']);

    const { url: unsubscribe } = await awaitMailLink(email, UNSUBSCRIBE_LINK);
    // Two links, two tokens: the unsubscribe link cannot confirm, nor the confirm link unsubscribe.
    expect(unsubscribe.searchParams.get('token')).not.toBe(confirm.searchParams.get('token'));
    await page.goto(unsubscribe.pathname + unsubscribe.search);
    await expect(page).toHaveURL(/\/newsletter\/unsubscribe\/?$/);
    await page.getByRole('button', { name: en['newsletter.unsubscribe.button'] }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(en['newsletter.unsubscribe.done']);
  });

  test('in French: the refusals and the thanks in French, the link pages refuse an unknown token', async ({ page }) => {
    await page.goto('/fr/');
    const block = page.getByRole('region', { name: fr['newsletter.title'] });
    await openNewsletter(block, fr['newsletter.open'], fr['newsletter.field.email']);
    const submit = block.getByRole('button', { name: fr['newsletter.submit'], exact: true });
    await submit.click();
    await expect(block.getByText(fr['newsletter.error.emailRequired'], { exact: true })).toBeVisible();
    await expect(block.getByText(fr['newsletter.error.terms'], { exact: true })).toBeVisible();
    await block.getByLabel(fr['newsletter.field.email'], { exact: true }).fill(newEmail('newsletter-fr'));
    await block.getByLabel(fr['newsletter.field.message'], { exact: true }).fill('Une carte de l’Europe');
    await block.getByRole('checkbox', { name: /^J'accepte/ }).check();
    await humanCheckPassed(block, 'fr');
    await submit.click();
    await expect(block.getByRole('status')).toHaveText(fr['newsletter.thanks']);

    await page.goto('/fr/newsletter/unsubscribe/?token=not-a-token');
    await page.getByRole('button', { name: fr['newsletter.unsubscribe.button'] }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(fr['newsletter.unsubscribe.invalid']);
    await page.goto('/fr/newsletter/confirm/');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(fr['newsletter.confirm.invalid']);
  });
});
