import { InputError } from './errors';
import { LOCALES, type Locale } from './locales';

/** A customer account as clients see it (Strapi's users-permissions user). */
export interface User {
  id: string;
  username: string;
  email: string;
  confirmed: boolean;
  locale: Locale;
  createdAt: Date;
}

/** A session: the JWT (the web keeps it in an HttpOnly cookie) and its user. */
export interface Session {
  jwt: string;
  user: User;
}

export interface AuthProvider {
  name: string;
  label: string;
}

export const asLocale = (value: unknown): Locale => (LOCALES.includes(value as Locale) ? (value as Locale) : 'en');

// bcrypt reads at most 72 bytes; 8 characters is the least the shop accepts.
const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_BYTES = 72;

/** WEAK_PASSWORD on `field` unless 8+ characters and at most 72 bytes. */
export function checkPassword(password: string, field = 'password'): void {
  if ([...password].length < MIN_PASSWORD_LENGTH || Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new InputError('WEAK_PASSWORD', 'The password needs 8 to 72 bytes.', field);
  }
}

/** PASSWORDS_DO_NOT_MATCH on passwordConfirmation, and the password's own rules. */
export function checkNewPassword(password: string, passwordConfirmation: string): void {
  checkPassword(password);
  if (password !== passwordConfirmation) {
    throw new InputError('PASSWORDS_DO_NOT_MATCH', 'The passwords differ.', 'passwordConfirmation');
  }
}

// One @, no spaces, a dot in the domain: what a mail can be sent to; the backend checks again.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;

/** Whether a trimmed, lower-cased address is one a mail can be sent to. */
export const isEmail = (address: string): boolean => address.length <= MAX_EMAIL_LENGTH && EMAIL.test(address);

/** The email trimmed and lower-cased (Strapi stores it so); INVALID_EMAIL when it cannot be one. */
export function normalizeEmail(email: string, field = 'email'): string {
  const trimmed = email.trim().toLowerCase();
  if (!isEmail(trimmed)) {
    throw new InputError('INVALID_EMAIL', 'Not an email address.', field);
  }
  return trimmed;
}

/**
 * The username to register: the email when none is chosen; USERNAME_IS_EMAIL on `username` for an address other
 * than the account's own (sign-in by an address compares emails only; the backend refuses it too).
 */
export function usernameFor(username: string | null | undefined, email: string): string {
  const chosen = username?.trim() || email;
  if (chosen.includes('@') && chosen.toLowerCase() !== email) {
    throw new InputError('USERNAME_IS_EMAIL', 'A username cannot be another email address.', 'username');
  }
  return chosen;
}

// The OAuth providers Strapi knows are lower-case names (github, google, oidc…).
const PROVIDER_NAME = /^[a-z0-9_-]{1,40}$/;

export function checkProviderName(provider: string): string {
  if (!PROVIDER_NAME.test(provider)) throw new InputError('UNKNOWN_PROVIDER', 'Unknown provider.', 'provider');
  return provider;
}

/**
 * A provider's callback query (a code and a state, or tokens: an OIDC id_token is a few kB) fits well within this;
 * a longer one is no callback, and would overflow the 16 kB of headers Strapi's server accepts, failing there as
 * the gateway's fault.
 */
const MAX_CALLBACK_QUERY_LENGTH = 8 * 1024;

/** SOCIAL_SIGN_IN_FAILED on callbackQuery when it is too long to be a provider's callback. */
export function checkCallbackQuery(query: string): string {
  if (query.length > MAX_CALLBACK_QUERY_LENGTH) {
    throw new InputError(
      'SOCIAL_SIGN_IN_FAILED',
      `The callback query is longer than ${MAX_CALLBACK_QUERY_LENGTH} characters.`,
      'callbackQuery',
    );
  }
  return query;
}

/** The contract's anonymous ids: 22 to 64 base64url characters (at least 128 random bits), issued by the shop. */
const ANONYMOUS_ID = /^[A-Za-z0-9_-]{22,64}$/;

export function checkAnonymousUserId(id: string | null | undefined): string | undefined {
  if (id === null || id === undefined || id === '') return undefined;
  if (!ANONYMOUS_ID.test(id))
    throw new InputError('INVALID_ANONYMOUS_ID', 'Malformed anonymous id.', 'anonymousUserId');
  return id;
}
