import { orderReference } from './order';

describe('orderReference', () => {
  it('is a stable short digest that does not contain the key', () => {
    const key = 'Zk3n8Qp1vW2xY7aB4cD9eF0gH6iJ';
    const reference = orderReference(key);
    expect(reference).toMatch(/^[0-9a-f]{16}$/);
    expect(orderReference(key)).toBe(reference);
    expect(orderReference(`${key}x`)).not.toBe(reference);
    expect(reference).not.toContain(key.slice(0, 6));
  });
});
