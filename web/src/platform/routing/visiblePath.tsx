'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * The path in the browser's address bar, known only after hydration (undefined before): the server's HTML
 * must not depend on the request's path, so that one rendering can be cached and served for every visitor
 * (ADR 0023). Client navigations update it through usePathname().
 */
export function useVisiblePath(): string | undefined {
  const pathname = usePathname();
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return hydrated ? pathname : undefined;
}

/** The visible path as text (a 404's "Page not found: {path}"), decoded as the visitor typed it. */
export function VisiblePath() {
  const path = useVisiblePath();
  return <span>{path === undefined ? '' : decoded(path)}</span>;
}

function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
