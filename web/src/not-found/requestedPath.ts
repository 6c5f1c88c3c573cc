import { headers } from 'next/headers';
import { PATHNAME_HEADER } from './pathnameHeader';

/** The path the visitor asked for, from the proxy's header: not-found pages receive no params. */
export async function requestedPath(): Promise<string> {
  const path = (await headers()).get(PATHNAME_HEADER) ?? '/';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
