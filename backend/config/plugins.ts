import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { appEnv } from '../src/env/app-env';
import { secret } from '../src/env/secret';
import { mailTransport } from '../src/mail/transport';

/** backend/ (this file runs from dist/config). */
const appRoot = path.resolve(__dirname, '..', '..');
const DAY_SECONDS = 24 * 60 * 60;

/** The sender of every mail; with APP_ENV=production one of the shop's own, not the local default (issue 32). */
function mailFrom(value: string): string {
  if (appEnv() === 'local') return value || 'Slide shop <shop@localhost>';
  if (!value || /@localhost>?$/i.test(value.trim()))
    throw new Error(
      'MAIL_FROM is missing: with APP_ENV=production set the sender, e.g. "Slide shop <shop@example.com>"',
    );
  return value;
}

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => {
  // The access token alone is the session (docs/adr/0010-accounts-in-strapi.md): it lives SESSION_DAYS, and so
  // do the session rows behind it, which sign-out deletes (a deleted session's token is refused).
  const days = env.int('SESSION_DAYS', 7);
  if (!Number.isInteger(days) || days < 1) throw new Error(`SESSION_DAYS must be a whole number of days (1 or more)`);
  const session = days * DAY_SECONDS;
  return {
    'users-permissions': {
      config: {
        jwtSecret: secret(env, 'JWT_SECRET', 'DEV-ONLY-users-permissions-jwt-secret'),
        jwtManagement: 'refresh',
        // Set by the register extension from X-Shop-Locale (src/domains/account/auth-controller.ts), never by the client.
        register: { allowedFields: ['language'] },
        // At least 8 characters (users-permissions itself refuses more than 72 bytes): register and reset.
        validationRules: {
          validatePassword: (password: unknown) => typeof password === 'string' && password.length >= 8,
        },
        sessions: {
          accessTokenLifespan: session,
          maxRefreshTokenLifespan: session,
          idleRefreshTokenLifespan: session,
          maxSessionLifespan: session,
          idleSessionLifespan: session,
          httpOnly: false,
        },
        // 10 auth requests per minute and client (the visitor's address when the gateway names it); end-to-end
        // tests that sign in often turn it off.
        ratelimit: { enabled: env.bool('AUTH_RATE_LIMIT', true), interval: 60_000, max: 10 },
      },
    },
    email: {
      config: {
        provider: 'nodemailer',
        providerOptions: mailTransport(env, appRoot),
        settings: { defaultFrom: mailFrom(env('MAIL_FROM', '')) },
      },
    },
  };
};
