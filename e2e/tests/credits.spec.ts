import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import creditsEn from '../../web/messages/credits/en.json';
import creditsFr from '../../web/messages/credits/fr.json';
import { gql, type Locale, prefix, webOperation } from './support/catalogue';
import { sentText } from './support/operations';
import { humanCheckPassed } from './support/humanCheck';
import { settled } from './support/pageTypes';
import { expect, test } from './support/test';

const PASSWORD = 'slides-4-every-one';
const ZIP_SIGNATURE = 'PK\u0003\u0004';
const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const t = { en: creditsEn, fr: creditsFr } as const;

/** A new account through the account site's sign-up: it lands signed in on /account/. */
async function register(page: Page, locale: 'en' | 'fr') {
  await page.goto(`${prefix(locale)}/account/register/`);
  await page.getByLabel(/^(Email|E-mail)/).fill(`e2e-credits-${randomBytes(6).toString('hex')}@example.com`);
  await page.getByLabel(/^(Password|Mot de passe)/).fill(PASSWORD);
  await humanCheckPassed(page.getByRole('main'), locale);
  await page.getByRole('button', { name: /^(Create my account|Créer mon compte)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/account/$`));
}

/** 128 random bits, as the gateway asks of idempotency keys. */
const idempotencyKey = () => randomBytes(16).toString('hex');

type Plan = { id: string; name: string; credits: number; bonus: number };

/**
 * The signed-in visitor subscribes to the cheapest plan and pays it with 4242…, through the web's
 * /graphql/ proxy with their session cookie (page.request shares the browser's cookies).
 */
async function subscribe(request: APIRequestContext, locale: Locale): Promise<Plan> {
  const { plans } = await webOperation<{ plans: Plan[] }>(request, 'PlanList', { locale });
  const plan = plans[0];
  const { subscribe } = await webOperation<{ subscribe: { id: string } }>(request, 'SubscribeToPlan', {
    planId: plan.id,
    idempotencyKey: idempotencyKey(),
  });
  const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ann Buyer' };
  const { paySubscription } = await webOperation<{
    paySubscription: { declined: boolean; subscription: { status: string } };
  }>(request, 'PayPlanSubscription', { id: subscribe.id, idempotencyKey: idempotencyKey(), card });
  expect(paySubscription).toMatchObject({ declined: false, subscription: { status: 'ACTIVE' } });
  return plan;
}

type Diagram = { url: string; title: string; creditCost: number };

/** A diagram of the catalogue that costs one credit. */
async function oneCreditDiagram(request: APIRequestContext, locale: Locale): Promise<Diagram> {
  const { catalogue } = await gql<{ catalogue: { items: Diagram[] } }>(
    request,
    'query($locale: Locale!) { catalogue(locale: $locale, pageSize: 24) { items { url title creditCost } } }',
    { locale },
  );
  const diagram = catalogue.items.find((item) => item.creditCost === 1);
  if (!diagram) throw new Error('No diagram of one credit in the first catalogue page');
  return diagram;
}

const creditRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (
      request.url().includes('/graphql') &&
      /creditStatus|myCredits|myLibrary|spendCredits/.test(sentText(request.postData()))
    )
      seen.push(request.url());
  });
  return seen;
};

const credits = (locale: 'en' | 'fr', count: number) =>
  locale === 'en' ? `${count} credit${count === 1 ? '' : 's'}` : `${count} crédit${count > 1 ? 's' : ''}`;

test.describe('credits', () => {
  // Sign-up, payment over the API, two downloads and three account pages: more than a one-page check.
  test.describe.configure({ timeout: 60_000 });

  test('a subscriber spends a credit on a diagram page, downloads a real .pptx, downloads again for free; the account shows balance, plan, library and history', async ({
    page,
    request,
  }) => {
    const m = t.en;
    const diagram = await oneCreditDiagram(request, 'en');
    await register(page, 'en');
    // No plan yet: the account page leads to the plans.
    await expect(page.getByTestId('account-plan')).toContainText(m['credits.plan.none']);
    await expect(page.getByRole('link', { name: m['credits.plan.choose'] })).toHaveAttribute('href', '/subscription/');

    // Signed in without credits: nothing new on the diagram page.
    const credited = page.waitForResponse((response) => /creditStatus/.test(sentText(response.request().postData())));
    await page.goto(`/diagrams/${diagram.url}/`);
    await credited;
    await expect(page.getByRole('button', { name: /^Download/ })).toHaveCount(0);

    const plan = await subscribe(page.request, 'en');
    const granted = plan.credits + plan.bonus;
    await page.reload();
    const spend = page.getByRole('button', { name: 'Download with 1 credit', exact: true });
    const downloading = page.waitForEvent('download');
    await spend.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pptx$/);
    const file = await readFile((await download.path()) ?? '');
    expect(file.subarray(0, 4).toString('latin1')).toBe(ZIP_SIGNATURE);
    await expect(page.getByRole('status').filter({ hasText: 'download has started' })).toContainText(
      `You have ${credits('en', granted - 1)} left.`,
    );
    // The signed link is the shop's .pptx, served as one.
    const link = page.getByRole('link', { name: /^Not starting\? Download .+\.pptx$/ });
    const served = await request.get((await link.getAttribute('href')) ?? '');
    expect(served.headers()['content-type']).toBe(PPTX_TYPE);

    // A second click on the same diagram downloads it again without a charge.
    const again = page.getByRole('button', { name: m['credits.again'], exact: true });
    const downloadingAgain = page.waitForEvent('download');
    await again.click();
    await downloadingAgain;
    await expect(page.getByText(m['credits.downloadedFree'])).toBeVisible();

    await page.goto('/account/');
    await expect(page.getByTestId('credit-balance')).toHaveText(credits('en', granted - 1));
    const planSection = page.getByTestId('account-plan');
    await expect(planSection.getByRole('heading', { name: m['credits.plan.title'] })).toBeVisible();
    await expect(planSection).toContainText(plan.name);
    await expect(planSection).toContainText(m['credits.status.ACTIVE']);

    await page.getByRole('navigation').getByRole('link', { name: m['credits.nav.library'] }).click();
    await expect(page).toHaveURL(/\/account\/library\/$/);
    const items = page.getByTestId('library-item');
    await expect(items).toHaveCount(1);
    await expect(items.getByRole('link', { name: diagram.title })).toHaveAttribute('href', /^https?:\/\/.+/);
    await expect(items).toContainText('Obtained with credits on');
    // One spend (the second download cost nothing) after one grant, newest first.
    const entries = page.getByTestId('credit-entry');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toHaveAttribute('data-kind', 'SPEND');
    await expect(entries.nth(0)).toContainText(`Spent on ${diagram.title}`);
    await expect(entries.nth(0)).toContainText('-1');
    await expect(entries.nth(1)).toHaveAttribute('data-kind', 'GRANT');
    await expect(entries.nth(1)).toContainText(`+${granted}`);
  });

  test('in French: the button, the download note, the plan (then cancelled) and the history are French', async ({
    page,
    request,
  }) => {
    const m = t.fr;
    const diagram = await oneCreditDiagram(request, 'fr');
    await register(page, 'fr');
    const plan = await subscribe(page.request, 'fr');
    const granted = plan.credits + plan.bonus;

    await page.goto(`/fr/diagrams/${diagram.url}/`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger pour 1 crédit', exact: true }).click();
    await downloading;
    await expect(page.getByRole('status').filter({ hasText: 'téléchargement a commencé' })).toContainText(
      `Il vous reste ${credits('fr', granted - 1)}.`,
    );

    await page.goto('/fr/account/');
    await expect(page.getByTestId('credit-balance')).toHaveText(credits('fr', granted - 1));
    const planSection = page.getByTestId('account-plan');
    await expect(planSection.getByRole('heading', { name: m['credits.plan.title'] })).toBeVisible();
    await expect(planSection).toContainText(m['credits.status.ACTIVE']);
    await planSection.getByRole('button', { name: m['credits.cancel'] }).click();
    await planSection.getByRole('button', { name: m['credits.cancel.yes'] }).click();
    await expect(planSection.getByRole('status')).toHaveText(m['credits.cancel.done']);
    await expect(planSection).toContainText(m['credits.status.CANCELLED']);
    await expect(planSection).toContainText(m['credits.plan.noRenewal']);

    await page.goto('/fr/account/library/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m['credits.library.title']);
    await expect(page.getByTestId('library-item')).toContainText('Obtenu avec des crédits le');
    await expect(page.getByTestId('credit-entry').first()).toContainText(`Utilisés pour ${diagram.title}`);
  });

  test('a signed-out visitor sees no credit button, and the page asks nothing about credits', async ({
    page,
    request,
  }) => {
    const diagram = await oneCreditDiagram(request, 'en');
    const asked = creditRequests(page);
    await page.goto(`/diagrams/${diagram.url}/`);
    await expect(page.getByRole('button', { name: `Add to cart: ${diagram.title}` })).toBeVisible();
    await settled(page);
    await expect(page.getByRole('button', { name: /credit|Download again/ })).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});
