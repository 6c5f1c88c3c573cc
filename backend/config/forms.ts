import type { Core } from '@strapi/strapi';
import type { FormsConfig } from '../src/env/settings';
import { appEnv } from '../src/env/app-env';
import { freeSampleUrlOf } from '../src/env/seed-options';

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
