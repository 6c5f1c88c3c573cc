import { forgetIdempotencyKey, idempotencyKeyFor, newIdempotencyKey, ORDER_ATTEMPT } from './idempotency';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}

describe('idempotency keys', () => {
  it('are random', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('are reused for the same request and renewed for another', () => {
    const storage = memoryStorage();
    const first = idempotencyKeyFor('order', 'a', storage);
    expect(idempotencyKeyFor('order', 'a', storage)).toBe(first);
    const second = idempotencyKeyFor('order', 'b', storage);
    expect(second).not.toBe(first);
    expect(idempotencyKeyFor('order', 'b', storage)).toBe(second);
  });

  it('survive a corrupt stored value', () => {
    const storage = memoryStorage();
    storage.setItem('order', '{oops');
    expect(idempotencyKeyFor('order', 'a', storage)).toMatch(/^[0-9a-f-]{32,36}$/);
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
