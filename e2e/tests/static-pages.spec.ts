import { expect, test } from './support/test';

// The static pages' copy is Strapi's static-page content, seeded with the shop's first text (ADR 0022).

test('the French FAQ shows its topics, and a question opens on its answer from the keyboard', async ({ page }) => {
  await page.goto('/fr/faq/');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Formats et logiciels' })).toBeVisible();
  const question = page.locator('summary').first();
  const answer = page.locator('details').first().locator('p');
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await expect(answer).not.toBeEmpty();
});

test('German design services: numbered steps and a button to the German contact page', async ({ page }) => {
  await page.goto('/de/design-services/');
  await expect(page.locator('main ol li').first()).toBeVisible();
  const button = page.getByRole('link', { name: 'Unsere Designer kontaktieren' });
  await expect(button).toHaveAttribute('href', '/de/contact/');
  await button.click();
  await expect(page).toHaveURL(/\/de\/contact\/$/);
});

test("the contact page's terms section is the #terms anchor, linking to the terms", async ({ page }) => {
  await page.goto('/pt/contact/#terms');
  const terms = page.locator('section#terms');
  await expect(terms.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(terms.getByRole('link', { name: 'Ler os termos de utilização' })).toHaveAttribute('href', '/pt/terms/');
});

test('the about page in Spanish carries its meta description from Strapi', async ({ page }) => {
  await page.goto('/es/sobre-nosotros/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Slide Shop/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre nosotros');
});
