import { keepReceipt, openReceipt, orderReceipt, receiptCookie, receiptOf, sealReceipt } from './purchaseReceipt';

const NOW = 1_800_000_000_000;
const answer = (data: unknown) => new TextEncoder().encode(JSON.stringify({ data })).buffer as ArrayBuffer;
const money = (amount: string) => ({ __typename: 'Money', amount, currency: 'USD' });
const order = (status: string) => ({
  payOrder: {
    status,
    order: {
      key: 'secret-order-key',
      reference: '3f9a0c1b2d4e5f60',
      status,
      total: money('27.00'),
      lines: [
        { diagramId: 42, subtotal: money('9.00') },
        { diagramId: 43, subtotal: money('18.00') },
      ],
    },
  },
});
const plan = (declined: boolean, status: string) => ({
  paySubscription: {
    declined,
    granted: 10,
    subscription: { id: '17', status, planLegacyId: 3, price: money('49.00') },
  },
});

describe('receiptOf', () => {
  it("takes a paid order's reference, total and lines from the gateway's answer, never its key", () => {
    const receipt = receiptOf(answer(order('PAID')), NOW);
    expect(receipt).toEqual({
      reference: '3f9a0c1b2d4e5f60',
      total: { amount: '27.00', currency: 'USD' },
      lines: [
        { id: '42', amount: '9.00' },
        { id: '43', amount: '18.00' },
      ],
      expires: NOW + 3_600_000,
    });
    expect(JSON.stringify(receipt)).not.toContain('secret-order-key');
  });

  it("takes a paid plan's subscription id and price", () => {
    expect(receiptOf(answer(plan(false, 'ACTIVE')), NOW)).toMatchObject({
      reference: '17',
      total: { amount: '49.00', currency: 'USD' },
      lines: [{ id: '3', amount: '49.00' }],
    });
  });

  it('finds none in an unpaid order, a declined card, an error or any other answer', () => {
    expect(receiptOf(answer(order('CREATED')))).toBeUndefined();
    expect(receiptOf(answer(plan(true, 'PENDING')))).toBeUndefined();
    expect(receiptOf(answer(null))).toBeUndefined();
    expect(receiptOf(answer({ catalogue: { payOrder: 1 } }))).toBeUndefined();
    expect(receiptOf(new TextEncoder().encode('{"payOrder"').buffer as ArrayBuffer)).toBeUndefined();
  });
});

describe("orderReceipt (an order paid on the provider's page, read again)", () => {
  it("is the same receipt as a card payment's answer gives, kept in the same cookie", () => {
    const paid = order('PAID').payOrder.order;
    expect(orderReceipt(paid, NOW)).toEqual(receiptOf(answer(order('PAID')), NOW));
    const set = jest.fn();
    keepReceipt({ set }, orderReceipt(paid, NOW), 'secret-of-the-web-for-tests', true);
    const [name, value, options] = set.mock.calls[0];
    expect(receiptCookie(value, true)).toBe(
      `${name}=${value}; Path=${options.path}; Max-Age=${options.maxAge}; SameSite=Strict; HttpOnly; Secure`,
    );
    expect(openReceipt(value, 'secret-of-the-web-for-tests', NOW)?.reference).toBe(paid.reference);
  });

  it('refuses an order that is not paid', () => {
    expect(() => orderReceipt(order('CREATED').payOrder.order, NOW)).toThrow();
  });
});

describe('sealed receipts', () => {
  const receipt = { reference: 'R', total: { amount: '1.00', currency: 'EUR' }, lines: [], expires: NOW + 1000 };

  it('opens only what the web signed, before it expires', () => {
    const sealed = sealReceipt(receipt, 'secret');
    expect(openReceipt(sealed, 'secret', NOW)).toEqual(receipt);
    expect(openReceipt(sealed, 'other', NOW)).toBeUndefined();
    expect(openReceipt(sealed, 'secret', NOW + 1000)).toBeUndefined();
    const [payload, signature] = sealed.split('.');
    const forged = Buffer.from(JSON.stringify({ ...receipt, total: { amount: '999999999', currency: 'EUR' } }));
    expect(openReceipt(`${forged.toString('base64url')}.${signature}`, 'secret', NOW)).toBeUndefined();
    expect(openReceipt(`${payload}.`, 'secret', NOW)).toBeUndefined();
    expect(openReceipt(undefined, 'secret', NOW)).toBeUndefined();
  });

  it('goes to the beacon only, out of reach of scripts', () => {
    expect(receiptCookie('v', true)).toBe(
      'shop_purchase=v; Path=/analytics/collect/; Max-Age=3600; SameSite=Strict; HttpOnly; Secure',
    );
    expect(receiptCookie(null, false)).toBe(
      'shop_purchase=; Path=/analytics/collect/; Max-Age=0; SameSite=Strict; HttpOnly',
    );
  });
});
