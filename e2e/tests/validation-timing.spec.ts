import { addToCart, firstProducts, messages } from './support/checkout';
import { expect, test } from './support/test';

const m = messages.en;

// Spec §5: fields are validated on blur and change, never on each keystroke; the checkout's customer form stands
// for every form (they share web/src/forms/validationTiming.ts).
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

  // Typing the rest does not re-check at each key: the message stays until the field is left again.
  await email.pressSequentially('example.com');
  await expect(email).toHaveValue('ann@example.com');
  await expect(invalid).toBeVisible();
  await email.press('Tab');
  await expect(invalid).toHaveCount(0);

  // A select commits on change: checked at once, while it still has the focus.
  const country = page.getByLabel(m['checkout.data.country.label']);
  await country.selectOption('FR');
  await country.selectOption('');
  await expect(country).toBeFocused();
  await expect(page.getByText(m['checkout.data.country.required'])).toBeVisible();
  await country.selectOption('DE');
  await expect(page.getByText(m['checkout.data.country.required'])).toHaveCount(0);
});
