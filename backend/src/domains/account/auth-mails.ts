import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { localizedPageUrl } from '../../mail/account-links';
import { confirmationMail, resetPasswordMail } from '../../mail/compose';
import { sendMail, userMailLocale } from '../../mail/send';
import { accountsConfig } from './gateway';
import { issuedToken } from './token-expiry';

export interface MailUser {
  id: number;
  email: string;
  language?: unknown;
}

type EditUser = (id: number, data: Record<string, unknown>) => Promise<unknown>;

/**
 * users-permissions' confirmation mail, translated: a new token, and a link to the account site's
 * `/email-confirmed` page in the visitor's language (which confirms through the gateway).
 */
export async function sendConfirmationMail(strapi: Core.Strapi, edit: EditUser, user: MailUser): Promise<void> {
  const confirmation = crypto.randomBytes(20).toString('hex');
  await edit(user.id, issuedToken('confirmation', confirmation));
  const locale = userMailLocale(strapi, user);
  const url = localizedPageUrl(accountsConfig(strapi).accountSiteUrl, locale, '/email-confirmed', { confirmation });
  await sendMail(strapi, user.email, confirmationMail(locale, url));
}

/** The reset mail of forgot-password, translated, linking to the account site's `/reset-password` page. */
export async function sendResetPasswordMail(strapi: Core.Strapi, edit: EditUser, user: MailUser): Promise<void> {
  // As users-permissions does: 64 random bytes, stored before the mail goes out.
  const code = crypto.randomBytes(64).toString('hex');
  await edit(user.id, issuedToken('reset', code));
  const locale = userMailLocale(strapi, user);
  const url = localizedPageUrl(accountsConfig(strapi).accountSiteUrl, locale, '/reset-password', { code });
  await sendMail(strapi, user.email, resetPasswordMail(locale, url));
}
