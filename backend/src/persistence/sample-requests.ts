import type { Core } from '@strapi/strapi';
import type { Locale } from '../locales';
import { SAMPLE_REQUEST } from './models';

/** A free sample a visitor asked for, in the language of the request. */
export interface SampleRequestRow {
  id: number;
  diagram_legacy_id: number;
  language: Locale;
}

/** The request a sample's download link names, with its diagram and language. */
export const sampleRequestById = async (strapi: Core.Strapi, id: number) =>
  (await strapi.db
    .query(SAMPLE_REQUEST)
    .findOne({ where: { id }, select: ['id', 'diagram_legacy_id', 'language'] })) as SampleRequestRow | null;

/** A request as stored: the form's fields, its consent and whether its mail went out. */
export interface NewSampleRequest {
  email: string;
  message: string;
  diagram_legacy_id: number;
  language: Locale;
  newsletter_agreement: boolean;
  terms_agreement: boolean;
  consent_text: string | null;
  consented_at: Date;
  mailed: boolean;
}

export const createSampleRequest = (strapi: Core.Strapi, data: NewSampleRequest) =>
  strapi.db.query(SAMPLE_REQUEST).create({ data }) as Promise<SampleRequestRow>;

/** How many requests of an address were mailed after `since`. */
export const mailedSampleRequestsSince = (strapi: Core.Strapi, email: string, since: Date) =>
  strapi.db.query(SAMPLE_REQUEST).count({ where: { email, mailed: true, createdAt: { $gt: since } } });

/** The id of an address's first (lowest id) request mailed after `since`; null if none. */
export async function firstMailedSampleRequestSince(strapi: Core.Strapi, email: string, since: Date) {
  const first = (await strapi.db.query(SAMPLE_REQUEST).findOne({
    where: { email, mailed: true, createdAt: { $gt: since } },
    select: ['id'],
    orderBy: { id: 'asc' },
  })) as { id: number } | null;
  return first?.id ?? null;
}

export const deleteSampleRequest = async (strapi: Core.Strapi, id: number): Promise<void> => {
  await strapi.db.query(SAMPLE_REQUEST).delete({ where: { id } });
};

/** Its mail failed: the address may ask again. */
export const markSampleRequestNotMailed = async (strapi: Core.Strapi, id: number): Promise<void> => {
  await strapi.db.query(SAMPLE_REQUEST).update({ where: { id }, data: { mailed: false } });
};
