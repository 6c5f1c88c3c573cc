import plansEn from '../../web/messages/plans/en.json';
import plansFr from '../../web/messages/plans/fr.json';
import plansPt from '../../web/messages/plans/pt.json';
import { plans, planStored, subscribe } from './support/plans';
import { expect, test } from './support/test';

test.describe('plan checkout', () => {
  // Each walk registers an account and pays twice: more than the 30 s of a one-page check.
  test.describe.configure({ timeout: 90_000 });

  test('plans side by side with a highlighted column that follows the pointer and survives a reload', async ({
    page,
  }) => {
    const listed = await plans(page, 'en');
    await page.goto('/subscription/');
    const columns = page.getByRole('list', { name: plansEn['plans.list.label'] }).getByRole('listitem');
    await expect(columns).toHaveCount(listed.length);
    await expect(page.getByRole('heading', { level: 2, name: 'Legacy Unlimited' })).toHaveCount(0);
    // Before any move, the recommended plan (the first with a bonus) is highlighted.
    const recommended = listed.findIndex((plan) => plan.bonus > 0);
    await expect(columns.nth(recommended)).toHaveAttribute('data-active', 'true');
    await expect(columns.nth(recommended)).toContainText(plansEn['plans.recommended']);
    // The pointer moves over a column once the page is interactive.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await columns.nth(3).hover();
      await expect(columns.nth(3)).toHaveAttribute('data-active', 'true', { timeout: 500 });
    }).toPass();
    await expect(columns.nth(recommended)).toHaveAttribute('data-active', 'false');
    // The keyboard walks the columns too.
    await columns.nth(0).getByRole('link').focus();
    await expect(columns.nth(0)).toHaveAttribute('data-active', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(columns.nth(1)).toHaveAttribute('data-active', 'true');
    await page.mouse.move(0, 0);
    await page.reload();
    await expect(columns.nth(1)).toHaveAttribute('data-active', 'true');
    await expect(columns.nth(recommended === 1 ? 0 : recommended)).toHaveAttribute('data-active', 'false');
  });

  test('the guards of spec §2 before any subscription', async ({ page }) => {
    await page.goto('/checkout/plan/payment/');
    await expect(page).toHaveURL(/\/subscription\/$/);
    const [plan] = await plans(page, 'en');
    await page.goto(`/checkout/plan/order/?plan=${plan.legacyId}`);
    await expect(page.getByTestId('plan-name')).toHaveText(plan.name);
    await planStored(page, plan);
    await page.goto('/checkout/plan/payment/');
    await expect(page).toHaveURL(/\/checkout\/plan\/data\/$/);
    await page.goto('/checkout/plan/welcome/');
    await expect(page).toHaveURL(/\/checkout\/plan\/data\/$/);
    // A corrupt stored state is discarded, not fatal. It is written from a page outside the plan
    // checkout, whose late updates (a slow machine) could otherwise overwrite it before the next step.
    await page.goto('/terms/');
    await page.evaluate(() => localStorage.setItem('shop.subscription', '{"plan": 42'));
    await page.goto('/checkout/plan/payment/');
    await expect(page).toHaveURL(/\/subscription\/$/);
    expect(await page.evaluate(() => localStorage.getItem('shop.subscription'))).toBeNull();
  });

  test('an unknown or hidden plan id is explained, with the way back to the plans', async ({ page }) => {
    await page.goto('/checkout/plan/order/?plan=987654');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(plansEn['plans.error.unknownPlan']);
    await page.goto('/fr/checkout/plan/order/?plan=7');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(plansFr['plans.error.unknownPlan']);
    await page.getByRole('link', { name: plansFr['plans.order.backToPlans'] }).click();
    await expect(page).toHaveURL(/\/fr\/subscription\/$/);
  });

  test('subscribe in English: register in place, a declined card, then a good one, welcome with the credits; no second live plan', async ({
    page,
  }) => {
    const listed = await plans(page, 'en');
    const plan = listed.find((each) => each.bonus > 0) ?? listed[0];
    await subscribe(page, 'en', plan, 'USD');
    await page.getByRole('link', { name: plansEn['plans.welcome.spend'] }).click();
    await expect(page).toHaveURL(/\/catalog\/$/);

    // Signed in, the data step continues as the account; one live plan per account.
    const other = listed.find((each) => each.legacyId !== plan.legacyId)!;
    await page.goto(`/checkout/plan/order/?plan=${other.legacyId}`);
    await planStored(page, other);
    await page.goto('/checkout/plan/data/');
    await expect(page.getByTestId('plan-account')).toContainText('@example.com');
    await page.getByRole('button', { name: plansEn['plans.data.continue'] }).click();
    await expect(page.getByTestId('plan-problem')).toHaveText(plansEn['plans.error.subscriptionExists']);
  });

  test.describe('a Portuguese visitor', () => {
    test.use({ locale: 'pt-PT' });

    test('sees the plans in EUR and subscribes in Portuguese', async ({ page }) => {
      const [plan] = await plans(page, 'pt');
      await page.goto('/pt/subscription/');
      const prices = page.getByRole('list', { name: plansPt['plans.list.label'] }).locator('data[data-currency]');
      await expect(prices.first()).toHaveAttribute('data-currency', 'EUR');
      await expect(prices.first()).toContainText('€');
      await subscribe(page, 'pt', plan, 'EUR');
    });
  });
});
