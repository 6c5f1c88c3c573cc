import { memoryStorage } from './memoryStorage';
import { localStore } from './localStore';

/** The browser's window as the stores see it: only its localStorage, which `storage` gives or refuses. */
function withWindow(storage: () => Storage) {
  Object.defineProperty(globalThis, 'window', {
    configurable: true,
    value: Object.defineProperty({}, 'localStorage', { get: storage }),
  });
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).window;
});

describe('localStore', () => {
  it('is the browser’s localStorage', () => {
    const storage = memoryStorage();
    withWindow(() => storage);
    localStore()?.setItem('cart', '[1]');
    expect(storage.getItem('cart')).toBe('[1]');
    expect(localStore()?.getItem('cart')).toBe('[1]');
    localStore()?.removeItem('cart');
    expect(storage.getItem('cart')).toBeNull();
  });

  it('is none on the server', () => {
    expect(localStore()).toBeUndefined();
  });

  it('is none when the browser refuses site data, instead of breaking the page', () => {
    withWindow(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(localStore()).toBeUndefined();
  });

  it('drops a write the browser refuses when storage is full', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    withWindow(() => storage);
    expect(() => localStore()?.setItem('cart', '[1]')).not.toThrow();
    expect(localStore()?.getItem('cart')).toBeNull();
  });
});
