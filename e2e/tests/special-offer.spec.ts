import { expect, test } from './support/test';
import { gql } from './support/catalogue';
import { messages } from './support/checkout';

type Offered = { legacyId: number; url: string; title: string; specialOffers: { qualifyingDiagramIds: number[] }[] };

test('a special offer shown on a diagram page applies in the cart once a qualifying diagram is there too', async ({
  page,
  request,
}) => {
  const { catalogue } = await gql<{ catalogue: { items: Offered[] } }>(
    request,
    '{ catalogue(locale: en, pageSize: 24) { items { legacyId url title specialOffers { qualifyingDiagramIds } } } }',
  );
  const offered = catalogue.items.find((d) => d.specialOffers.length > 0)!;
  const qualifying = catalogue.items.find((d) => offered.specialOffers[0].qualifyingDiagramIds.includes(d.legacyId))!;
  const add = (title: string) =>
    page.getByRole('button', { name: messages.en['cart.add.label'].replace('{title}', title) });

  await page.goto(`/diagrams/${offered.url}/`);
  await expect(page.getByRole('main')).toContainText(qualifying.title);
  await add(offered.title).click();
  await page.goto(`/diagrams/${qualifying.url}/`);
  await add(qualifying.title).click();

  await page.goto('/checkout/order/');
  const line = page.locator(`li[data-diagram-id="${offered.legacyId}"]`);
  await expect(line.getByText(messages.en['cart.discount'])).toBeVisible();

  // Removing the qualifying diagram takes the offer away (spec §4).
  await page
    .getByRole('button', { name: messages.en['cart.remove.label'].replace('{title}', qualifying.title) })
    .click();
  await expect(page.locator('li[data-diagram-id]')).toHaveCount(1);
  await expect(line.getByText(messages.en['cart.discount'])).toHaveCount(0);
});
