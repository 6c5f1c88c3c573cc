import { addToCart, firstProducts, messages } from './support/checkout';
import { expect, test } from './support/test';

const m = messages.en;

// Spec §5: fields are validated on blur and change, never on each keystroke; the checkout's customer form stands
// for every form (they share web/src/ui/forms/validationTiming.ts).
test('the checkout form checks a field when the visitor leaves it or picks an option, not while they type', async ({
  page,
  request,
}) => {
  await addToCart(page, 'en', await firstProducts(request, 'en', 1));
  await page.goto('/checkout/data/');
  const email = page.getByLabel(m['checkout.data.email.label'], { exact: true });
  const invalid = page.getByText(m['checkout.data.email.invalid']);

  await email.pressSequentially('ann@');
  await expect(invalid).toHaveCount(0);
  await email.press('Tab');
  await expect(invalid).toBeVisible();

  // Editing withdraws the message without checking again, however invalid the text still is; leaving checks.
  await email.pressSequentially('exa');
  await expect(invalid).toHaveCount(0);
  await email.pressSequentially('mple');
  await expect(email).toHaveValue('ann@example');
  await expect(invalid).toHaveCount(0);
  await email.press('Tab');
  await expect(invalid).toBeVisible();
  await email.pressSequentially('.com');
  await email.press('Tab');
  await expect(invalid).toHaveCount(0);

  // A select commits on change: checked at once, while it still has the focus.
  const country = page.getByLabel(m['checkout.data.country.label']);
  await country.focus();
  await country.selectOption('FR');
  await country.selectOption('');
  await expect(page.getByText(m['checkout.data.country.required'])).toBeVisible();
  await expect(country).toBeFocused();
  await country.selectOption('DE');
  await expect(page.getByText(m['checkout.data.country.required'])).toHaveCount(0);
});
