import { createHash } from 'node:crypto';
import { type Allowances, RateLimitedError } from './rate-limits';

/** A mailed address as a rate-limit key: lower-cased and hashed, so no address is stored in Redis. */
export function recipientKey(email: string): string {
  return `recipient:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;
}

/**
 * Takes one point of the `recipient` allowance of `email`, whoever asks: false when that address has had its share
 * of mails this hour. The caller decides what the visitor sees; where an answer must not tell whether an address has
 * an account (reset, confirmation), it answers as usual and sends nothing.
 */
export async function mayMail(limits: Allowances, email: string): Promise<boolean> {
  try {
    await limits.take('recipient', recipientKey(email));
    return true;
  } catch (refusal) {
    if (refusal instanceof RateLimitedError) return false;
    throw refusal;
  }
}
