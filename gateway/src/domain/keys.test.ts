import type { InputError } from './errors';
import { checkIdempotencyKey, isDocumentId, isOrderKey } from './keys';

describe('checkIdempotencyKey', () => {
  it.each([
    ['32 random bytes, base64url (the web)', 'q8Jd0wK1-Zr9_xV2mB7cL4nT6yP3sH5fA1eG0uI9oRk'],
    ['22 base64url characters: 132 bits', 'Zr9_xV2mB7cL4nT6yP3sH5'],
    ['32 hex characters: 128 bits', '9f86d081884c7d659a2feaa0c55ad015'],
  ])('takes %s', (_, key) => {
    expect(checkIdempotencyKey(key)).toBe(key);
  });

  it.each([
    ['a UUID (122 random bits)', '123e4567-e89b-42d3-a456-426614174000'],
    ['31 hex characters', '9f86d081884c7d659a2feaa0c55ad01'],
    ['21 base64url characters', 'Zr9_xV2mB7cL4nT6yP3sH'],
    ['a repeated character', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
    ['a short word', 'retry-1'],
    ['characters outside base64url', 'Zr9_xV2mB7cL4nT6yP3sH5fA/+=='],
    ['a lone surrogate', `Zr9_xV2mB7cL4nT6yP3sH5\ud800`],
    ['more than 200 characters', 'Zr9_xV2mB7cL4nT6yP3sH5'.repeat(10)],
  ])('refuses %s with a reason and the field', (_, key) => {
    expect(() => checkIdempotencyKey(key, 'idempotencyKey')).toThrow(
      expect.objectContaining({ reason: 'WEAK_IDEMPOTENCY_KEY', field: 'idempotencyKey' }) as InputError,
    );
  });
});

describe('isOrderKey', () => {
  it('accepts the keys the shop makes and nothing else', () => {
    expect(isOrderKey('Qx2mB7cL4nT6yP3sH5fA1eG0uI9oRk_-')).toBe(true);
    for (const key of ['', 'short', 'a'.repeat(65), 'Qx2mB7cL4nT6yP3s/../x', 'Qx2mB7cL4nT6yP3sH5fA\ud800']) {
      expect(isOrderKey(key)).toBe(false);
    }
  });
});

describe('isDocumentId', () => {
  it("takes Strapi 5's documentIds", () => {
    expect(isDocumentId('t5kd9ufzh1ktpuq2uyapx1bj')).toBe(true);
  });

  it.each([
    ['a path', '../credits/spend'],
    ['a query', 'abcdefghijklmnop?x=1'],
    ['too short', 'abc'],
    ['empty', ''],
  ])('refuses %s: no shop call is made for it', (_, id) => {
    expect(isDocumentId(id)).toBe(false);
  });
});
