import type { Core } from '@strapi/strapi';
import { validateYupSchema, yup } from '@strapi/utils';
import type { Context } from 'koa';
import { DEFAULT_LOCALE } from '../../locales';
import { requestLocale } from '../../mail/send';
import { userByEmail } from '../../persistence/users';
import { sendResetPasswordMail } from './auth-mails';
import { endGrantSession } from './grant-sessions';
import { localSignIn } from './local-sign-in';
import { issueSession } from './sessions';
import { dropExpiredToken } from './token-expiry';
import { checkUsername, freeSquattedUsername } from './usernames';

type Action = (ctx: Context, next?: () => Promise<unknown>) => Promise<unknown>;
type Controller = Record<string, Action>;
export type ControllerFactory = (deps: { strapi: Core.Strapi }) => Controller;

const validateForgotPassword = validateYupSchema(yup.object({ email: yup.string().email().required() }).noUnknown());

type UserService = { edit(id: number, data: Record<string, unknown>): Promise<unknown> };

/**
 * users-permissions' auth controller with these changes (docs/adr/0010-accounts-in-strapi.md):
 * - register stores the visitor's language (`X-Shop-Locale`) and, with email confirmation on, still answers a
 *   session (`jwt`): registering signs the visitor in at once; a later sign-in waits for the confirmation.
 * - forgot-password sends a translated mail linking to the account site (Strapi's has one template).
 * - email confirmation answers 200 `{ confirmed: true }` rather than a redirect.
 * - local sign-in compares an address with emails only and works alike for unknown accounts (local-sign-in.ts);
 *   register refuses a username that is another email address and frees the visitor's own (usernames.ts).
 * - confirmation links live seven days and reset codes an hour (token-expiry.ts).
 * - a social sign-in's provider state is used once: the callback ends it (grant-sessions.ts).
 */
export const accountsAuthController =
  (factory: ControllerFactory): ControllerFactory =>
  (deps) => {
    const { strapi } = deps;
    const controller = factory(deps);
    const { register, emailConfirmation, resetPassword, callback } = controller;
    const userService = () => strapi.plugin('users-permissions').service('user') as unknown as UserService;
    return {
      ...controller,

      // Local sign-in by email matches emails only, and takes as long for an unknown account (local-sign-in.ts).
      // A provider's callback, replayed with the same cookies, would sign in again and again (issue 29): whatever
      // its outcome, its provider state (and the provider's tokens in it) ends here.
      async callback(ctx, next) {
        const { provider = 'local' } = (ctx as { params?: { provider?: string } }).params ?? {};
        if (provider === 'local') return localSignIn(strapi, ctx);
        try {
          await callback(ctx, next);
        } finally {
          endGrantSession(ctx);
        }
      },

      async register(ctx) {
        const body = (ctx.request as { body?: unknown }).body;
        if (body && typeof body === 'object' && !Array.isArray(body)) {
          // A username may be an email only when it is the account's own; the address's owner gets it back.
          const { username, email } = body as { username?: unknown; email?: unknown };
          checkUsername(username, email);
          if (typeof email === 'string') await freeSquattedUsername(strapi, email);
          (ctx.request as { body?: unknown }).body = { ...body, language: requestLocale(strapi) ?? DEFAULT_LOCALE };
        }
        await register(ctx);
        const sent = ctx.body as { jwt?: string; user?: { id: number } } | undefined;
        if (sent?.user && !sent.jwt) ctx.body = { jwt: await issueSession(strapi, sent.user.id), user: sent.user };
      },

      // The plugin redirects to `email_confirmation_redirection` on success; the account site confirms through the
      // gateway, which wants an answer, not a redirect to this API's root (404 here).
      async emailConfirmation(ctx, next) {
        await dropExpiredToken(strapi, 'confirmation', ctx.query.confirmation);
        await emailConfirmation(ctx, next);
        if (ctx.status === 302) {
          ctx.remove('Location');
          ctx.status = 200;
          ctx.body = { confirmed: true };
        }
      },

      async resetPassword(ctx, next) {
        const body = (ctx.request as { body?: { code?: unknown } }).body;
        await dropExpiredToken(strapi, 'reset', body?.code);
        await resetPassword(ctx, next);
      },

      async forgotPassword(ctx) {
        const { email } = (await validateForgotPassword((ctx.request as { body?: unknown }).body)) as { email: string };
        const user = await userByEmail(strapi, email.toLowerCase());
        // The same answer whether or not the address has an account.
        if (user && !user.blocked) {
          const edit = (id: number, data: Record<string, unknown>) => userService().edit(id, data);
          await sendResetPasswordMail(strapi, edit, user);
        }
        ctx.body = { ok: true };
      },
    };
  };
