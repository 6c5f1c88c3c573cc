import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import en from '../../web/messages/advisor/en.json';
import fr from '../../web/messages/advisor/fr.json';
import { messages } from './support/checkout';
import { expect, test } from './support/test';

const replies = (page: Page) => page.getByTestId('advisor-reply');

async function ask(page: Page, label: string, message: string) {
  const before = await replies(page).count();
  await page.getByLabel(label).fill(message);
  await page.getByLabel(label).press('Enter');
  await expect(replies(page)).toHaveCount(before + 1);
  return replies(page).last();
}

test('the advisor recommends existing diagrams in English, keeps constraints through a follow-up, and survives a reload', async ({
  page,
}) => {
  await page.goto('/chat/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['advisor.title']);
  // Who answers, said before the first message: the test stack's gateway has no model.
  await expect(page.getByTestId('advisor-page-mode')).toHaveText(en['advisor.mode.embedded']);
  await expect(page.getByTestId('advisor-log')).toContainText(en['advisor.welcome']);

  // Vague: a question back, no cards.
  const vague = await ask(page, en['advisor.input.label'], 'hello');
  await expect(vague).toHaveAttribute('data-kind', 'QUESTION');
  await expect(vague).toContainText(en['advisor.question.diagramKind']);
  await expect(vague.getByTestId('advisor-card')).toHaveCount(0);

  // Constrained: every card a five-step diagram, with image, title link, price and add to cart; the mode is said.
  const first = await ask(page, en['advisor.input.label'], 'a five-step process flow');
  await expect(first).toHaveAttribute('data-kind', 'RECOMMENDATIONS');
  await expect(first.getByTestId('advisor-mode')).toHaveText(en['advisor.mode.embedded']);
  const cards = first.getByTestId('advisor-card');
  await expect(cards.first()).toBeVisible();
  for (const title of await cards.getByRole('heading').allTextContents()) expect(title).toMatch(/Five-Step/);
  const card = cards.first();
  await expect(card.locator('img')).toBeVisible();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', /^\/diagrams\/[^/]+\/$/);
  await expect(card).toContainText('$');
  await expect(first).toContainText(en['advisor.constraint.count'].replace('{count}', '5'));

  // The diagram exists: its page opens with the same title.
  const href = (await card.getByRole('link', { name: title }).getAttribute('href')) ?? '';
  const diagramPage = await page.request.get(href);
  expect(diagramPage.status()).toBe(200);
  expect(await diagramPage.text()).toContain(title);

  await card.getByRole('button', { name: messages.en['cart.add.label'].replace('{title}', title) }).click();
  await expect(
    card.getByRole('link', { name: messages.en['cart.inCart.label'].replace('{title}', title) }),
  ).toBeVisible();

  // "Cheaper" keeps the five steps and lowers the ceiling below the best match.
  const cheaper = await ask(page, en['advisor.input.label'], 'cheaper');
  await expect(cheaper).toContainText(en['advisor.constraint.count'].replace('{count}', '5'));
  await expect(cheaper).toContainText('up to $');
  for (const shown of await cheaper.getByTestId('advisor-card').getByRole('heading').allTextContents())
    expect(shown).toMatch(/Five-Step/);

  // A reload shows the same conversation.
  await page.reload();
  await expect(replies(page)).toHaveCount(3);
  await expect(page.getByTestId('advisor-visitor')).toHaveText([/hello/, /a five-step process flow/, /cheaper/]);
  await expect(replies(page).nth(1).getByTestId('advisor-card').first()).toContainText(title);

  // Too long: refused in the page before anything is sent.
  await page.getByLabel(en['advisor.input.label']).fill('x'.repeat(501));
  await page.getByRole('button', { name: en['advisor.send'] }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: en['advisor.error.tooLong'].replace('{max}', '500') }),
  ).toBeVisible();
  await expect(page.getByLabel(en['advisor.input.label'])).toHaveAttribute('aria-invalid', 'true');
  await expect(replies(page)).toHaveCount(3);

  // Start over: an empty conversation, also after a reload.
  await page.getByRole('button', { name: en['advisor.restart'] }).click();
  await expect(replies(page)).toHaveCount(0);
  await page.reload();
  await expect(replies(page)).toHaveCount(0);
});

test('the advisor answers in French: a map of Europe from the catalogue, in French words', async ({ page }) => {
  await page.goto('/fr/chat/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr['advisor.title']);
  await expect(page.getByTestId('advisor-page-mode')).toHaveText(fr['advisor.mode.embedded']);
  const reply = await ask(page, fr['advisor.input.label'], "carte de l'Europe modifiable");
  await expect(reply).toHaveAttribute('data-kind', 'RECOMMENDATIONS');
  await expect(reply).toContainText(fr['advisor.reply.recommendations']);
  await expect(reply.getByTestId('advisor-mode')).toHaveText(fr['advisor.mode.embedded']);
  const titles = await reply.getByTestId('advisor-card').getByRole('heading').allTextContents();
  expect(
    titles.slice(0, 3).some((title) => /Carte (de l’Europe|de l'Europe|des pays de l’UE|des pays de l'UE)/.test(title)),
  ).toBe(true);
  await expect(reply.getByTestId('advisor-card').first().getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/fr\/diagrams\/[^/]+\/$/,
  );

  // A constraint in French: under 30 €, with prices shown under it.
  const cheap = await ask(page, fr['advisor.input.label'], 'une carte à moins de 30 €');
  await expect(cheap).toContainText('jusqu’à 30,00');

  // The conversation with its cards is accessible (WCAG 2.1 AA, as every page of the shop).
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
});
