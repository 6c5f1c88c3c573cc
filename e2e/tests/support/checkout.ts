import { expect, type APIRequestContext, type Page } from '@playwright/test';
import de from '../../../web/messages/de.json';
import en from '../../../web/messages/en.json';
import es from '../../../web/messages/es.json';
import fr from '../../../web/messages/fr.json';
import pt from '../../../web/messages/pt.json';
import { gql, prefix } from './catalogue';

/** The web's own message texts, so the tests follow the copy in each language. */
export const messages = { en, fr, de, es, pt } as const;
export type CheckoutLocale = keyof typeof messages;

export type Product = { legacyId: number; title: string; slideCount: number };

/** The first diagrams of the catalogue, as a visitor sees them on /catalog/. */
/** The address every e2e purchase is made with: its receipts land in the outbox under it. */
export const BUYER = 'ann@example.com';

export async function firstProducts(
  request: APIRequestContext,
  locale: CheckoutLocale,
  count: number,
): Promise<Product[]> {
  const data = await gql<{ catalogue: { items: Product[] } }>(
    request,
    'query($locale: Locale!, $pageSize: Int) { catalogue(locale: $locale, pageSize: $pageSize) { items { legacyId title slideCount } } }',
    { locale, pageSize: count },
  );
  return data.catalogue.items;
}

/** Adds each product to the cart from the catalogue's tiles. */
export async function addToCart(page: Page, locale: CheckoutLocale, products: Pick<Product, 'title'>[]) {
  await page.goto(`${prefix(locale)}/catalog/`);
  for (const { title } of products) {
    await page.getByRole('button', { name: messages[locale]['cart.add.label'].replace('{title}', title) }).click();
    await expect(
      page.getByRole('link', { name: messages[locale]['cart.inCart.label'].replace('{title}', title) }),
    ).toBeVisible();
  }
}

/** Fills the customer step and goes on to payment. */
export async function enterCustomer(page: Page, locale: CheckoutLocale, country: string, email = BUYER) {
  const m = messages[locale];
  await page.getByLabel(m['checkout.data.email.label'], { exact: true }).fill(email);
  await page.getByLabel(m['checkout.data.name.label']).fill('Ann Buyer');
  await page.getByLabel(m['checkout.data.country.label']).selectOption(country);
  await page.getByRole('button', { name: m['checkout.data.submit'] }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/checkout/payment/$`));
}

/** Pays with a card number: 4242… succeeds, 4000 0000 0000 0002 is declined. */
export async function pay(page: Page, locale: CheckoutLocale, cardNumber: string) {
  const m = messages[locale];
  await page.getByLabel(m['checkout.payment.number.label']).fill(cardNumber);
  await page.getByLabel(m['checkout.payment.expiry.label']).fill('12/30');
  await page.getByLabel(m['checkout.payment.cvc.label']).fill('123');
  await page.getByLabel(m['checkout.payment.name.label']).fill('Ann Buyer');
  await page.locator('form button[type=submit]').click();
}
