import { headers } from 'next/headers';
import { NONCE_HEADER } from './nonce';

/** The nonce proxy.ts gave this request; undefined on pages without one. For inline scripts of our own. */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
