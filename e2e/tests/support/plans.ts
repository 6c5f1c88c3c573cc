import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import accountDe from '../../../web/messages/account/de.json';
import accountEn from '../../../web/messages/account/en.json';
import accountFr from '../../../web/messages/account/fr.json';
import accountPt from '../../../web/messages/account/pt.json';
import plansDe from '../../../web/messages/plans/de.json';
import plansEn from '../../../web/messages/plans/en.json';
import plansFr from '../../../web/messages/plans/fr.json';
import plansPt from '../../../web/messages/plans/pt.json';
import { gql, prefix, webOperation } from './catalogue';
import { pay } from './checkout';
import { humanCheckPassed } from './humanCheck';

/** The plan checkout's words (and the account forms' it embeds) in the languages its tests walk. */
const texts = {
  en: { ...plansEn, ...accountEn },
  fr: { ...plansFr, ...accountFr },
  de: { ...plansDe, ...accountDe },
  pt: { ...plansPt, ...accountPt },
} as const;
export type PlanLocale = keyof typeof texts;

export type Plan = { legacyId: number; name: string; credits: number; bonus: number };

/** The visible plans as the gateway lists them. */
export async function plans(page: Page, locale: PlanLocale): Promise<Plan[]> {
  const data = await gql<{ plans: Plan[] }>(
    page.request,
    'query($locale: Locale!) { plans(locale: $locale) { legacyId name credits bonus } }',
    { locale },
  );
  return data.plans;
}

/** The order step stored the plan (the page is interactive): the next step can rely on it. */
export async function planStored(page: Page, plan: Plan) {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('shop.subscription')))
    .toContain(`"legacyId":${plan.legacyId}`);
}

/** Fills "I am new here" in the data step with a fresh address: the account is created and signed in there. */
export async function registerInPlace(page: Page, locale: PlanLocale) {
  const m = texts[locale];
  const form = page.getByRole('region', { name: m['plans.data.register.title'] });
  await form
    .getByLabel(m['account.field.email'], { exact: true })
    .fill(`e2e-plan-${randomBytes(6).toString('hex')}@example.com`);
  await form.getByLabel(m['account.field.password'], { exact: true }).fill('slides-4-every-one');
  await humanCheckPassed(form, locale);
  await form.getByRole('button', { name: m['account.register.submit'] }).click();
}

/**
 * The plan checkout's pages up to payment, each handed to `check` once shown: /subscription, the
 * order step, the data step (sign in or register), then payment for a new account.
 */
export async function walkToPayment(page: Page, locale: PlanLocale, check: (name: string) => Promise<void>) {
  const at = prefix(locale);
  const [plan] = await plans(page, locale);
  await page.goto(`${at}/subscription/`);
  await check('plans');
  await page.goto(`${at}/checkout/plan/order/?plan=${plan.legacyId}`);
  await planStored(page, plan);
  await check('plan order');
  await page.goto(`${at}/checkout/plan/data/`);
  await expect(page.getByRole('region', { name: texts[locale]['plans.data.register.title'] })).toBeVisible();
  await check('plan data');
  await registerInPlace(page, locale);
  await expect(page).toHaveURL(new RegExp(`${at}/checkout/plan/payment/$`));
  await expect(page.getByTestId('plan-name')).toHaveText(plan.name);
  await check('plan payment');
}

/**
 * From /subscription to welcome: choose, register in place, a declined card then `card`, which pays
 * the first period (4242…; 4000 0000 0000 0341 declines every renewal).
 */
export async function subscribe(
  page: Page,
  locale: PlanLocale,
  plan: Plan,
  currency: string,
  card = '4242 4242 4242 4242',
) {
  const m = texts[locale];
  const at = prefix(locale);
  await page.goto(`${at}/subscription/`);
  await page.getByRole('link', { name: m['plans.choose.label'].replace('{name}', plan.name) }).click();
  await expect(page).toHaveURL(new RegExp(`${at}/checkout/plan/order/\\?plan=${plan.legacyId}$`));
  await expect(page.getByTestId('plan-name')).toHaveText(plan.name);
  await expect(page.getByTestId('plan-total').locator('data')).toHaveAttribute('data-currency', currency);
  await planStored(page, plan);
  await page.getByRole('link', { name: m['plans.order.continue'], exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`${at}/checkout/plan/data/$`));
  await registerInPlace(page, locale);
  await expect(page).toHaveURL(new RegExp(`${at}/checkout/plan/payment/$`));

  // A reload midway keeps the plan and its subscription.
  await page.reload();
  await expect(page.getByTestId('plan-name')).toHaveText(plan.name);
  await expect(page.getByTestId('plan-total').locator('data')).toHaveAttribute('data-currency', currency);

  // Not active yet: welcome sends the visitor back to payment.
  await page.goto(`${at}/checkout/plan/welcome/`);
  await expect(page).toHaveURL(new RegExp(`${at}/checkout/plan/payment/$`));

  await pay(page, locale, '4000 0000 0000 0002');
  await expect(page.getByTestId('payment-declined')).toHaveText(m['plans.payment.declined']);
  await expect(page).toHaveURL(new RegExp(`${at}/checkout/plan/payment/$`));
  await pay(page, locale, card);
  await expect(page).toHaveURL(new RegExp(`${at}/checkout/plan/welcome/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    m['plans.welcome.title'].replace('{plan}', plan.name),
  );
  await expect(page.getByTestId('credit-balance')).toHaveAttribute('data-balance', String(plan.credits + plan.bonus));
}

/**
 * The backend's renewal run (its test route: gateway secret, never in production) at the time the
 * signed-in account's plan is due. It renews every due subscription of the shop, hence its own project.
 */
export async function renewWhenDue(page: Page) {
  const { mySubscription } = await webOperation<{ mySubscription: { nextRenewalAt: string } }>(
    page.request,
    'AccountPlan',
  );
  const backend = process.env.BACKEND_URL ?? 'http://localhost:1337';
  const response = await page.request.post(`${backend}/api/website/v1/internal/run-renewals/`, {
    headers: { 'x-gateway-secret': process.env.GATEWAY_SECRET ?? 'DEV-ONLY-gateway-secret' },
    data: { now: mySubscription.nextRenewalAt },
  });
  expect(response.status()).toBe(200);
}
