import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { ShopConfig } from '../../../env/settings';
import { invalidToken } from '../field-errors';
import type { Locale } from '../../../locales';
import {
  createPendingSubscriber,
  markConfirmed,
  markUnsubscribed,
  resubscribe,
  type SubscriberRow,
  type SubscriberStatus,
  subscriberByEmail,
  subscriberByTokenHash,
  updateConsent,
} from '../../../persistence/subscribers';

/** A subscription as its mails need it: whether it still waits for confirmation, and the token of each link. */
export interface Subscription {
  status: SubscriberStatus;
  confirmToken: string;
  unsubscribeToken: string;
}

/** What a link does: each has a token of its own, so that one link (or the List-Unsubscribe header) cannot do the other. */
type Purpose = 'confirm' | 'unsubscribe';

function hmac(strapi: Core.Strapi, text: string): string {
  const { downloadSecret } = strapi.config.get('shop') as ShopConfig;
  return crypto.createHmac('sha256', downloadSecret).update(text).digest('base64url');
}

/**
 * An HMAC (DOWNLOAD_SECRET) of the subscriber's random nonce, whose hash is the subscriber's stored key. Until issue
 * 29 it was also the one token of both links. The database keeps the nonce and that hash only: a copy of it alone
 * opens no link.
 */
const legacyTokenOf = (strapi: Core.Strapi, nonce: string) => hmac(strapi, `newsletter:${nonce}`);

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A link's token, `<nonce>.<HMAC of purpose and nonce>`: the nonce finds the subscriber, the HMAC proves the link. */
const tokenOf = (strapi: Core.Strapi, nonce: string, purpose: Purpose) =>
  `${nonce}.${hmac(strapi, `newsletter-${purpose}:${nonce}`)}`;

/** A new nonce and the hash of its legacy token, as stored. */
function freshToken(strapi: Core.Strapi) {
  const nonce = crypto.randomBytes(16).toString('base64url');
  return { token_nonce: nonce, token_hash: hashOf(legacyTokenOf(strapi, nonce)) };
}

export interface Consent {
  email: string;
  locale: Locale;
  consentText: string | null;
  at: Date;
}

/**
 * Signs an address up (double opt-in): a new address is pending, an unsubscribed one pending again with a new
 * nonce (its old links open nothing); a pending or confirmed one keeps its status and nonce. The latest consent (its
 * words and time) is kept.
 */
export async function subscribe(strapi: Core.Strapi, consent: Consent): Promise<Subscription> {
  const data = { language: consent.locale, consent_text: consent.consentText, consented_at: consent.at };
  let row = await subscriberByEmail(strapi, consent.email);
  if (!row) {
    await createPendingSubscriber(strapi, consent.email, data, freshToken(strapi))
      // The same address signing up twice at once: the unique email lets one in, the other updates it below.
      .catch(() => null);
    row = await subscriberByEmail(strapi, consent.email);
    if (!row) throw new Error('a newsletter subscriber could not be stored');
  } else if (row.status === 'unsubscribed') {
    const token = freshToken(strapi);
    await resubscribe(strapi, row.id, data, token);
    row = { ...row, status: 'pending', token_nonce: token.token_nonce };
  } else {
    await updateConsent(strapi, row.id, data);
  }
  return {
    status: row.status,
    confirmToken: tokenOf(strapi, row.token_nonce, 'confirm'),
    unsubscribeToken: tokenOf(strapi, row.token_nonce, 'unsubscribe'),
  };
}

/** Compared in constant time, by their hashes: text of any length or script may arrive. */
const sameText = (a: string, b: string) => crypto.timingSafeEqual(Buffer.from(hashOf(a)), Buffer.from(hashOf(b)));

/**
 * The subscriber a link's token names for this purpose. A token mailed before issue 29 (one HMAC, no dot) still
 * unsubscribes, as an unsubscribe link must keep working, but confirms nothing: it also sits in the
 * List-Unsubscribe header that mail providers read, and only the confirm link may confirm.
 */
async function byToken(strapi: Core.Strapi, token: unknown, purpose: Purpose): Promise<SubscriberRow> {
  const text = typeof token === 'string' && token.length > 0 && token.length <= 200 ? token : '';
  const [nonce, proof] = text.split('.');
  let row: SubscriberRow | null = null;
  if (proof !== undefined && nonce && sameText(text, tokenOf(strapi, nonce, purpose))) {
    row = await subscriberByTokenHash(strapi, hashOf(legacyTokenOf(strapi, nonce)));
  } else if (text && proof === undefined && purpose === 'unsubscribe') {
    row = await subscriberByTokenHash(strapi, hashOf(text));
  }
  if (!row) throw invalidToken();
  return row;
}

/** The confirm link of the sample's mail: pending → confirmed (again: still confirmed); an unsubscribed one is refused. */
export async function confirmSubscription(strapi: Core.Strapi, token: unknown): Promise<'confirmed'> {
  const row = await byToken(strapi, token, 'confirm');
  if (row.status === 'unsubscribed') throw invalidToken();
  if (row.status === 'pending') {
    await markConfirmed(strapi, row.id, new Date());
  }
  return 'confirmed';
}

/** One-click unsubscribe (RFC 8058): the token authorises; a second time changes nothing. */
export async function unsubscribe(strapi: Core.Strapi, token: unknown): Promise<'unsubscribed'> {
  const row = await byToken(strapi, token, 'unsubscribe');
  if (row.status !== 'unsubscribed') {
    await markUnsubscribed(strapi, row.id, new Date());
  }
  return 'unsubscribed';
}
