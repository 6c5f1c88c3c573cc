import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { ShopConfig } from '../env/settings';
import { ShopError } from './errors';
import { hasControlCharacters, isObject } from './request-values';

/**
 * Idempotency keys deduplicate one caller's retries, and only those: each order or payment stores a fingerprint
 * of the request that created it, and the same key with another request is refused (409) without showing
 * anything of the first one.
 */

/** The client-chosen key of a request body: 8 to 200 characters, no control characters. */
export function idempotencyKeyOf(body: unknown): string {
  const key = isObject(body) ? body.idempotency_key : undefined;
  if (typeof key !== 'string' || key.trim().length < 8 || key.length > 200 || hasControlCharacters(key)) {
    throw new ShopError(400, {
      error: 'idempotency_key is required (8 to 200 characters, no control characters)',
      errors: { idempotency_key: ['This field is required (8 to 200 characters, no control characters).'] },
    });
  }
  return key.trim();
}

export const keyReused = () =>
  new ShopError(409, {
    error: 'This idempotency key was already used for another request.',
    code: 'idempotency_key_reused',
  });

/**
 * A keyed hash (HMAC-SHA256) of what a request asks for, given as a list of its normalised fields. Keyed, so that
 * the stored value reveals nothing guessable (a card number hashed without a key is found by trying them all);
 * the key is derived from the shop's secret for this use only.
 */
export function requestFingerprint(strapi: Core.Strapi, fields: unknown[]): string {
  const { downloadSecret } = strapi.config.get('shop') as ShopConfig;
  const key = Buffer.from(crypto.hkdfSync('sha256', downloadSecret, '', 'shop request fingerprint', 32));
  return crypto.createHmac('sha256', key).update(JSON.stringify(fields)).digest('base64url');
}

/** True for the unique-constraint violation of SQLite and PostgreSQL, however Strapi wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; message?: string; cause?: unknown } | undefined; current; ) {
    if (current.code === '23505' || current.code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
    if (typeof current.message === 'string' && /UNIQUE constraint failed|duplicate key value/i.test(current.message))
      return true;
    current = current.cause as typeof current;
  }
  return false;
}

/**
 * True for a write that lost a race and may be retried: a unique violation, SQLite's busy database (another
 * process writes) and PostgreSQL's serialization failure or deadlock.
 */
export function isWriteConflict(error: unknown): boolean {
  if (isUniqueViolation(error)) return true;
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; ) {
    if (current.code === 'SQLITE_BUSY' || current.code === '40001' || current.code === '40P01') return true;
    current = current.cause as typeof current;
  }
  return false;
}
