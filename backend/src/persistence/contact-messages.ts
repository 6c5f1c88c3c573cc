import type { Core } from '@strapi/strapi';
import type { Locale } from '../locales';
import { CONTACT_MESSAGE } from './models';

/** A contact message as stored for staff, with the sender's consent. */
export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  language: Locale;
  terms_agreement: boolean;
  consent_text: string | null;
  consented_at: Date;
}

export const createContactMessage = (strapi: Core.Strapi, data: NewContactMessage) =>
  strapi.db.query(CONTACT_MESSAGE).create({ data }) as Promise<{ id: number; documentId: string }>;

/** How many messages of an address before message `id` arrived after `since`. */
export const earlierContactMessagesSince = (strapi: Core.Strapi, email: string, id: number, since: Date) =>
  strapi.db.query(CONTACT_MESSAGE).count({ where: { email, id: { $lt: id }, createdAt: { $gt: since } } });
