import creditsEn from '../../web/messages/credits/en.json';
import plansEn from '../../web/messages/plans/en.json';
import { pay } from './support/checkout';
import { plans, renewWhenDue, subscribe } from './support/plans';
import { expect, test } from './support/test';

// Runs after every other test (its own project): a renewal run renews every due plan of the shop.
test('a declined renewal leaves the plan past due; the payment step explains it and another card keeps the plan', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [plan] = await plans(page, 'en');
  await subscribe(page, 'en', plan, 'USD', '4000 0000 0000 0341');
  await renewWhenDue(page);

  // The stored plan is active, the shop's is past due: welcome sends the visitor to pay.
  await page.goto('/checkout/plan/welcome/');
  await expect(page).toHaveURL(/\/checkout\/plan\/payment\/$/);
  await expect(page.getByTestId('plan-past-due')).toHaveText(plansEn['plans.payment.pastDue']);
  await pay(page, 'en', '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout\/plan\/welcome\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    plansEn['plans.welcome.title'].replace('{plan}', plan.name),
  );
  await page.goto('/account/');
  await expect(page.getByTestId('account-plan').locator('[data-status]')).toHaveText(
    creditsEn['credits.status.ACTIVE'],
  );
});
