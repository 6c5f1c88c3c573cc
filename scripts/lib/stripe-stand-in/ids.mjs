// Ids shaped as Stripe's (`cs_test_…`, `pi_…`, `evt_…`): a prefix and 24 random characters.
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new id with Stripe's prefix for the kind of object (`cs_test`, `pi`, `ch`, `cus`, `sub`, `in`, `price`…). */
export function newId(prefix) {
  const bytes = randomBytes(24);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

/** Seconds since the epoch, as Stripe's timestamps. */
export const now = () => Math.floor(Date.now() / 1000);
