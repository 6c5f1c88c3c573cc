import type { Core } from '@strapi/strapi';
import type { Locale } from '../locales';
import { SUBSCRIBER } from './models';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** A newsletter subscriber, as its links need it. */
export interface SubscriberRow {
  id: number;
  status: SubscriberStatus;
  token_nonce: string;
}

/** The latest consent to the newsletter: its language, words and time. */
export interface SubscriberConsent {
  language: Locale;
  consent_text: string | null;
  consented_at: Date;
}

/** The nonce of a subscriber's links and the hash that finds the subscriber by its legacy token. */
export interface SubscriberToken {
  token_nonce: string;
  token_hash: string;
}

const findSubscriber = (strapi: Core.Strapi, where: { email: string } | { token_hash: string }) =>
  strapi.db
    .query(SUBSCRIBER)
    .findOne({ where, select: ['id', 'status', 'token_nonce'] }) as Promise<SubscriberRow | null>;

export const subscriberByEmail = (strapi: Core.Strapi, email: string) => findSubscriber(strapi, { email });

export const subscriberByTokenHash = (strapi: Core.Strapi, tokenHash: string) =>
  findSubscriber(strapi, { token_hash: tokenHash });

/** A new pending subscriber; rejects when the address is stored already (its email is unique). */
export const createPendingSubscriber = (
  strapi: Core.Strapi,
  email: string,
  consent: SubscriberConsent,
  token: SubscriberToken,
) => strapi.db.query(SUBSCRIBER).create({ data: { email, status: 'pending', ...consent, ...token } });

/** An unsubscribed address signing up again: pending, with a new token. */
export const resubscribe = async (
  strapi: Core.Strapi,
  id: number,
  consent: SubscriberConsent,
  token: SubscriberToken,
): Promise<void> => {
  await strapi.db.query(SUBSCRIBER).update({
    where: { id },
    data: { ...consent, ...token, status: 'pending', confirmed_at: null, unsubscribed_at: null },
  });
};

export const updateConsent = async (strapi: Core.Strapi, id: number, consent: SubscriberConsent): Promise<void> => {
  await strapi.db.query(SUBSCRIBER).update({ where: { id }, data: consent });
};

export const markConfirmed = async (strapi: Core.Strapi, id: number, at: Date): Promise<void> => {
  await strapi.db.query(SUBSCRIBER).update({ where: { id }, data: { status: 'confirmed', confirmed_at: at } });
};

export const markUnsubscribed = async (strapi: Core.Strapi, id: number, at: Date): Promise<void> => {
  await strapi.db.query(SUBSCRIBER).update({ where: { id }, data: { status: 'unsubscribed', unsubscribed_at: at } });
};
