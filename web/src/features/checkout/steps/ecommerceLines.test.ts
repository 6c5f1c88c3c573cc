import { ecommerceLines } from './ecommerceLines';

const usd = (amount: string) => ({ __typename: 'Money' as const, amount, currency: 'USD' as const });

function line(diagramId: number, options: { title?: string; discount?: string; specialOfferId?: number } = {}) {
  return {
    diagramId,
    specialOfferId: options.specialOfferId ?? null,
    diagram: options.title === undefined ? null : { title: options.title },
    license: { description: 'Company' },
    discount: usd(options.discount ?? '0.00'),
    subtotal: usd('8.10'),
  };
}

describe('ecommerceLines', () => {
  it('prices each line at its subtotal in the shown currency, with its licence and the code it used', () => {
    expect(
      ecommerceLines(
        [line(7, { title: 'Funnel', discount: '0.90' }), line(8, { discount: '0.90', specialOfferId: 3 }), line(9)],
        'WELCOME10',
        [{ diagramId: 8, title: 'Pyramid' }],
      ),
    ).toEqual([
      { diagramId: 7, title: 'Funnel', license: 'Company', price: usd('8.10'), code: 'WELCOME10' },
      { diagramId: 8, title: 'Pyramid', license: 'Company', price: usd('8.10'), code: null },
      { diagramId: 9, title: '9', license: 'Company', price: usd('8.10'), code: null },
    ]);
  });
});
