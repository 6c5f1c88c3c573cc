'use client';

import { useEffect, useState } from 'react';

/**
 * The path the visitor asked for, read in the browser after mount: a not-found page rendered on
 * the server then depends on no request header, so its HTML can be shared by every unknown path.
 */
export function RequestedPath() {
  const [path, setPath] = useState('');
  useEffect(() => setPath(visiblePath(window.location.pathname)), []);
  return <span>{path}</span>;
}

function visiblePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
