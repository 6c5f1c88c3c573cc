import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { CONTACT_MAIL_TEXTS } from '../../backend/src/domains/visitor-forms/contact/mail-texts';
import { MAIL_TEXTS } from '../../backend/src/mail/texts';
import { SAMPLE_MAIL_TEXTS } from '../../backend/src/domains/visitor-forms/newsletter/mail-texts';
import { messages } from '../../web/src/platform/i18n/messages';
import { addToCart, BUYER, enterCustomer, firstProducts, pay } from './support/checkout';
import { prefix } from './support/catalogue';
import { humanCheckPassed, humanCheckReady, openNewsletter } from './support/humanCheck';
import { awaitMail } from './support/outbox';
import { pageTypes, settled } from './support/pageTypes';
import { walkToPayment } from './support/plans';
import { expect, test } from './support/test';

type Catalogue = Record<string, string>;

/** The backend's mail texts (account and receipts, the free sample, the contact acknowledgement), keyed like messages. */
const mailTexts = (locale: keyof typeof MAIL_TEXTS): Catalogue =>
  Object.fromEntries(
    Object.entries({ mail: MAIL_TEXTS, sampleMail: SAMPLE_MAIL_TEXTS, contactMail: CONTACT_MAIL_TEXTS }).flatMap(
      ([prefix, texts]) => Object.entries(texts[locale]).map(([key, value]) => [`${prefix}.${key}`, value]),
    ),
  );

/** Every text a visitor may meet, per locale: the web's messages (as the web merges them) and the mails'. */
const catalogue = (locale: keyof typeof MAIL_TEXTS): Catalogue => ({ ...messages[locale], ...mailTexts(locale) });
const english = catalogue('en');
const translated = { fr: catalogue('fr'), de: catalogue('de'), es: catalogue('es'), pt: catalogue('pt') };
type Translated = keyof typeof translated;

/**
 * What would give English away on a page of `locale`: every English message that the locale words
 * differently, cut at its placeholders ({title}, plurals…) into literal runs. A run counts when it
 * is long enough not to occur by chance in another language (two words and 12 characters); a short
 * message (a placeholder such as MM/YY, a button's one word) counts when it is a whole text or attribute.
 */
function englishTells(locale: Translated) {
  const runs = new Set<string>();
  const wholes = new Set<string>();
  for (const [key, value] of Object.entries(english)) {
    if ((translated[locale] as Catalogue)[key] === value) continue;
    const literal = value.replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, '\u0000');
    for (const run of literal.split('\u0000').map((part) => part.trim())) {
      if (run.length >= 12 && run.includes(' ')) runs.add(run);
    }
    if (!value.includes('{')) wholes.add(value.trim());
  }
  return { runs: [...runs], wholes };
}

/** The page's texts (visible or for screen readers only), and those it gives assistive technology and forms. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pieces: string[] = [document.title];
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) pieces.push(value);
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && !node.parentElement?.closest('script, style')) pieces.push(text);
    }
    return pieces;
  });
}

/** The English tells found among texts of a page or a mail in `locale`. */
function englishIn(pieces: string[], locale: Translated): string[] {
  const { runs, wholes } = englishTells(locale);
  const text = pieces.join('\n');
  const found = [...runs.filter((run) => text.includes(run)), ...pieces.filter((piece) => wholes.has(piece.trim()))];
  return [...new Set(found)];
}

/** An agreement checkbox's accessible name: its label's words, the link's tags dropped. */
const agreement = (label: string | undefined) => (label ?? '').replace(/<\/?terms>/g, '');

const englishOn = async (page: Page, locale: Translated) => englishIn(await pageTexts(page), locale);

test('the check finds English where there is some: an English page read as a French one', async ({ page }) => {
  await page.goto('/catalog/');
  await settled(page);
  expect((await englishOn(page, 'fr')).length).toBeGreaterThan(5);
  expect(englishIn([MAIL_TEXTS.en.receiptThanks, MAIL_TEXTS.en.receiptOrder], 'de')).toEqual([
    MAIL_TEXTS.en.receiptThanks,
    MAIL_TEXTS.en.receiptOrder,
  ]);
});

for (const locale of ['fr', 'de', 'es', 'pt'] as const) {
  test.describe(`no English on ${locale} pages`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('browsing pages, wishlist, cart, static and error pages, with the consent banner', async ({
      page,
      request,
    }) => {
      // Undecided, as on a first visit: every page then also shows the consent banner.
      await page.context().clearCookies({ name: 'shop_consent' });
      const banner = page.getByRole('region', { name: translated[locale]['consent.title'] });
      const found: Record<string, string[]> = {};
      for (const { name, path } of await pageTypes(request, locale)) {
        await page.goto(path);
        await settled(page);
        await expect(banner).toBeVisible();
        const english = await englishOn(page, locale);
        if (english.length > 0) found[`${name} ${path}`] = english;
      }
      expect(found).toEqual({});
    });

    test('the newsletter block and the contact form: refusals, the human check, the thanks and both mails', async ({
      page,
    }) => {
      const m = translated[locale] as Catalogue;
      const address = (form: string) => `e2e-english-${form}-${locale}-${randomBytes(6).toString('hex')}@example.com`;
      const [sampleTo, contactTo] = [address('sample'), address('contact')];
      await page.goto(`${prefix(locale)}/contact/`);
      const block = page.getByRole('region', { name: m['newsletter.title'] });
      await openNewsletter(block, m['newsletter.open'], m['newsletter.field.email']);
      const signUp = block.getByRole('button', { name: m['newsletter.submit'], exact: true });
      await signUp.click();
      await expect(block.getByText(m['newsletter.error.emailRequired'], { exact: true })).toBeVisible();
      const form = page.getByRole('region', { name: m['contact.form.title'] });
      await humanCheckReady(form);
      await form.getByRole('button', { name: m['contact.submit'], exact: true }).click();
      await expect(form.getByText(m['newsletter.error.terms'], { exact: true })).toBeVisible();
      await form.getByLabel(m['contact.field.name'], { exact: true }).fill('Ana Lima');
      await humanCheckPassed(form, locale);
      await settled(page);
      expect(await englishOn(page, locale)).toEqual([]);

      // Both sent: the thanks on the page, then the sample's mail and the acknowledgement in the visitor's language.
      await block.getByLabel(m['newsletter.field.email'], { exact: true }).fill(sampleTo);
      await block.getByLabel(m['newsletter.field.message'], { exact: true }).fill('Roadmap 2030');
      await block.getByRole('checkbox', { name: agreement(m['newsletter.field.agreement']) }).check();
      await humanCheckPassed(block, locale);
      await signUp.click();
      await expect(block.getByRole('status')).toHaveText(m['newsletter.thanks']);
      await form.getByLabel(m['contact.field.email'], { exact: true }).fill(contactTo);
      await form.getByLabel(m['contact.field.message'], { exact: true }).fill('Roadmap 2030?');
      await form.getByRole('checkbox', { name: agreement(m['contact.field.agreement']) }).check();
      await form.getByRole('button', { name: m['contact.submit'], exact: true }).click();
      await expect(form.getByRole('status')).toHaveText(m['contact.sent'].replace('{email}', contactTo));
      await settled(page);
      expect(await englishOn(page, locale)).toEqual([]);
      const found: Record<string, string[]> = {};
      for (const [name, to] of [
        ['sample mail', sampleTo],
        ['contact acknowledgement', contactTo],
      ]) {
        const mail = await awaitMail(to, () => true, 1, `the ${name}`);
        const english = englishIn([mail.subject ?? '', ...(mail.text ?? '').split('\n')], locale);
        if (english.length > 0) found[name] = english;
      }
      expect(found).toEqual({});
    });

    test('a purchase: cart, data, payment and download pages', async ({ page, request }) => {
      const found: Record<string, string[]> = {};
      const check = async (name: string) => {
        await settled(page);
        const english = await englishOn(page, locale);
        if (english.length > 0) found[name] = english;
      };
      const products = await firstProducts(request, locale, 1);
      await addToCart(page, locale, products);
      await page.goto(`${prefix(locale)}/checkout/order/`);
      await expect(page.locator('li[data-diagram-id]')).toHaveCount(1);
      await check('cart');
      await page.goto(`${prefix(locale)}/checkout/data/`);
      await check('checkout data');
      await enterCustomer(page, locale, 'FR');
      await check('payment');
      await pay(page, locale, '4242 4242 4242 4242');
      await expect(page).toHaveURL(/\/checkout\/download\/[^/]+\/$/);
      await check('download');
      // The receipt mail, in the order's language.
      const key = decodeURIComponent(page.url().match(/\/download\/([^/]+)\//)![1]);
      const mail = await awaitMail(
        BUYER,
        (each) => `${each.text ?? ''}${each.html || ''}`.includes(key),
        1,
        'the receipt',
      );
      const receipt = englishIn([mail.subject ?? '', ...(mail.text ?? '').split('\n')], locale);
      if (receipt.length > 0) found['receipt mail'] = receipt;
      expect(found).toEqual({});
    });
  });
}

test('no English on the plans and the plan checkout up to payment (de)', async ({ page }) => {
  test.setTimeout(90_000);
  const found: Record<string, string[]> = {};
  await walkToPayment(page, 'de', async (name) => {
    await settled(page);
    const english = await englishOn(page, 'de');
    if (english.length > 0) found[name] = english;
  });
  expect(found).toEqual({});
});

test('a cart holding a diagram the shop no longer sells is explained in French, in the cart and the data step', async ({
  page,
}) => {
  await page.goto('/fr/');
  await page.evaluate(() =>
    localStorage.setItem(
      'cart',
      JSON.stringify([{ diagramId: 999999, licenseId: 1, title: 'Ancien diagramme', url: 'ancien', image: null }]),
    ),
  );
  await page.goto('/fr/checkout/order/');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(translated.fr['cart.error.unknownItem']);
  expect(await englishOn(page, 'fr')).toEqual([]);
  await expect(page.getByRole('main')).not.toContainText(/unknown diagram/i);
  await page.goto('/fr/checkout/data/');
  await settled(page);
  await enterCustomerOnly(page);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(translated.fr['cart.error.unknownItem']);
  expect(await englishOn(page, 'fr')).toEqual([]);
  await expect(page.getByRole('main')).not.toContainText(/unknown diagram/i);
});

/** The data step's fields, submitted: the order is refused, so the page stays. */
async function enterCustomerOnly(page: Page) {
  await page.getByLabel(translated.fr['checkout.data.email.label'], { exact: true }).fill('ann@example.com');
  await page.getByLabel(translated.fr['checkout.data.name.label']).fill('Ann Buyer');
  await page.getByLabel(translated.fr['checkout.data.country.label']).selectOption('FR');
  await page.getByRole('button', { name: translated.fr['checkout.data.submit'] }).click();
}
