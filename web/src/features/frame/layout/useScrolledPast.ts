'use client';

import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the page is scrolled more than `pixels` down; false on the server and before hydration. */
export function useScrolledPast(pixels: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > pixels,
    () => false,
  );
}
