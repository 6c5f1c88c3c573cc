import type { Core } from '@strapi/strapi';
import { appEnv } from '../src/env/app-env';
import { freeSampleUrlOf } from '../src/seed/options';

/** Settings of the visitors' forms (free sample, newsletter, contact), read with strapi.config.get('forms'). */
export interface FormsConfig {
  /** Where contact messages are mailed (their reply-to is the sender). */
  contactEmail: string;
  /** English url of the free sample diagram: the only diagram free_product sends. */
  freeSampleUrl: string;
  /** How long the download link of a mailed free sample works. */
  sampleLinkTtlSeconds: number;
}

export default ({ env }: Core.Config.Shared.ConfigParams): FormsConfig => {
  const sampleLinkTtlSeconds = env.int('FREE_SAMPLE_LINK_TTL_SECONDS', 7 * 24 * 60 * 60);
  if (!Number.isInteger(sampleLinkTtlSeconds) || sampleLinkTtlSeconds < 60)
    throw new Error('FREE_SAMPLE_LINK_TTL_SECONDS must be a whole number of seconds (60 or more)');
  // In production the shop's copies of contact messages must reach someone: no default there.
  const contactEmail = env('CONTACT_EMAIL', appEnv() === 'production' ? '' : 'contact@localhost');
  if (!contactEmail) throw new Error('CONTACT_EMAIL is missing: APP_ENV=production mails contact messages to it');
  return {
    contactEmail,
    freeSampleUrl: freeSampleUrlOf(),
    sampleLinkTtlSeconds,
  };
};
