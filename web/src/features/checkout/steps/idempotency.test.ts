import { memoryStorage } from '@/platform/storage/memoryStorage';
import { forgetIdempotencyKey, idempotencyKeyFor, newIdempotencyKey, ORDER_ATTEMPT } from './idempotency';

describe('idempotency keys', () => {
  it('carry 256 random bits as 43 base64url characters (the gateway wants at least 128)', () => {
    const keys = Array.from({ length: 200 }, newIdempotencyKey);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('use every base64url character, so no bits are lost to a narrower alphabet', () => {
    const seen = new Set(Array.from({ length: 200 }, newIdempotencyKey).join(''));
    expect(seen.size).toBe(64);
  });

  it('are reused for the same request and renewed for another', () => {
    const storage = memoryStorage();
    const first = idempotencyKeyFor('order', 'a', storage);
    expect(idempotencyKeyFor('order', 'a', storage)).toBe(first);
    const second = idempotencyKeyFor('order', 'b', storage);
    expect(second).not.toBe(first);
    expect(idempotencyKeyFor('order', 'b', storage)).toBe(second);
  });

  it('replace a stored key of the older UUID format', () => {
    const storage = memoryStorage();
    storage.setItem('order', JSON.stringify({ fingerprint: 'a', key: '0b8f4a2e-7c1d-4e5f-9a6b-3c2d1e0f9a8b' }));
    expect(idempotencyKeyFor('order', 'a', storage)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('survive a corrupt stored value', () => {
    const storage = memoryStorage();
    storage.setItem('order', '{oops');
    expect(idempotencyKeyFor('order', 'a', storage)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('a finished request', () => {
  it('is forgotten, so the same request later gets a new key', () => {
    const storage = new Map<string, string>();
    const store = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    } as unknown as Storage;
    const first = idempotencyKeyFor(ORDER_ATTEMPT, 'same', store);
    forgetIdempotencyKey(ORDER_ATTEMPT, store);
    expect(idempotencyKeyFor(ORDER_ATTEMPT, 'same', store)).not.toBe(first);
  });
});
