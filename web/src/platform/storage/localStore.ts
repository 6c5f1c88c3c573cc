/** What the web's stores do with the browser's localStorage. */
export type LocalStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The browser's localStorage as every store of the web uses it (cart, wishlist, plan checkout, paid order, anonymous
 * id, advisor conversation, header badges): undefined on the server, and when the browser refuses site data (reading
 * `window.localStorage` then throws), so what a store keeps lives for this page only. A write the browser refuses
 * (storage full) is dropped the same way instead of breaking the page.
 */
export function localStore(): LocalStore | undefined {
  let storage: Storage;
  try {
    if (typeof window === 'undefined') return undefined;
    storage = window.localStorage;
  } catch {
    return undefined;
  }
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // Full or refused: kept in this page's state only.
      }
    },
    removeItem: (key) => storage.removeItem(key),
  };
}
