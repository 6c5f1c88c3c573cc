'use client';

import { useSyncExternalStore } from 'react';
import { localStore } from '@/platform/storage/localStore';
import { storedCount } from './storedCount';

/**
 * Other tabs' changes arrive as `storage` events. The stores that write these lists (wishlist,
 * cart) notify this tab by dispatching one themselves: `new StorageEvent('storage', { key })`.
 */
function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The length of the list stored in localStorage under `key`; 0 on the server and before hydration. */
export function useStoredCount(key: 'wishlist' | 'cart'): number {
  return useSyncExternalStore(
    subscribe,
    () => storedCount(localStore()?.getItem(key) ?? null),
    () => 0,
  );
}
