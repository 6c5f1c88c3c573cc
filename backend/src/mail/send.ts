import type { Core } from '@strapi/strapi';
import { isLocale, type Locale, localeOf } from '../locales';
import type { Mail } from './compose';

/** The visitor's language the gateway names in `X-Shop-Locale`, if any, on the request being handled. */
export function requestLocale(strapi: Core.Strapi): Locale | undefined {
  const header = strapi.requestContext.get()?.get('x-shop-locale');
  return isLocale(header) ? header : undefined;
}

/** The language of a mail to a user: the request's `X-Shop-Locale`, else the user's own, else English. */
export const userMailLocale = (strapi: Core.Strapi, user: { language?: unknown }): Locale =>
  requestLocale(strapi) ?? localeOf(user.language);

/** Sends a mail through the email plugin (nodemailer: SMTP or the outbox). */
export async function sendMail(strapi: Core.Strapi, to: string, mail: Mail): Promise<void> {
  await strapi
    .plugin('email')
    .service('email')
    .send({ to, ...mail });
}

/**
 * Runs a mail job once the handler has answered (the visitor does not wait for SMTP); a failure is logged, never
 * answered: the request is recorded either way.
 */
export function mailAfterResponse(strapi: Core.Strapi, what: string, job: () => Promise<void>): void {
  setImmediate(() =>
    job().catch((error: unknown) => strapi.log.error(`[mail] ${what} could not be sent: ${(error as Error).message}`)),
  );
}
