import type { Logger } from 'pino';
import {
  type AuthProvider,
  type Session,
  type User,
  checkAnonymousUserId,
  checkNewPassword,
  checkPassword,
  checkProviderName,
  normalizeEmail,
  usernameFor,
} from '../domain/account';
import { InputError, NotFoundError, UnauthenticatedError } from '../domain/errors';
import { isOrderKey } from '../domain/keys';
import type { Locale } from '../domain/locales';
import type { Order } from '../domain/order';
import { type BoundAllowances, limitedAttempt } from './limited-attempt';
import { mayMail, recipientKey } from '../limits/recipient-limits';
import { limitedPasswordCheck, limitedSignIn } from '../limits/sign-in-limits';
import type { AuthCaller, AuthClient } from '../upstreams/auth/client';
import * as users from '../upstreams/auth/users';
import { deleteAccount, fetchAccountData, fetchAccountOrders, resendReceipt } from '../upstreams/shop/account';
import type { ShopClient } from '../upstreams/shop/client';
import { attachFavourites } from '../upstreams/shop/wishlist';
import type { HumanVerification } from '../verification/human-verification';

/** The request's client's allowances, bound to its address; `signIn` also needs the client key itself. */
interface AccountLimits extends BoundAllowances {
  client: string;
  /** The shared allowances, for keys other than the client's (an account's failed sign-ins, a mailed address). */
  shared: Parameters<typeof limitedSignIn>[0];
}

export interface AccountOptions {
  auth: AuthClient;
  /** The shop, carrying this request's bearer, client address and the gateway secret. */
  shop: ShopClient;
  /** The bearer token the request came with (the web's session cookie, or an internal client's); 'malformed' if not a JWT. */
  bearer?: string;
  /** The visitor's address, told to the backend (X-Shop-Client-Address). */
  clientAddress: string;
  limits: AccountLimits;
  /** register and forgotPassword need a solved ALTCHA challenge (spec §7). */
  human: HumanVerification;
  logger: Logger;
}

/** The bearer a request came with when it was not a JWT at all: no session, and nothing sent upstream. */
export const MALFORMED = 'malformed';

/** Refuses a request without a usable bearer: none is SIGN_IN_REQUIRED, one that is no JWT SESSION_EXPIRED. */
export function requireBearer(bearer: string | undefined): asserts bearer is string {
  if (!bearer) throw new UnauthenticatedError('SIGN_IN_REQUIRED', 'Sign in first.');
  if (bearer === MALFORMED) throw new UnauthenticatedError('SESSION_EXPIRED', 'Not a session token.');
}

/** Strapi's session cookies from a Cookie header: nothing else of the browser's goes upstream. */
function strapiSessionCookies(cookie: string): string {
  return cookie
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => /^koa\.sess(\.sig)?=[^;\s]*$/.test(pair))
    .join('; ');
}

/**
 * Accounts for one GraphQL request (spec §4 and §7's auth calls): the rules of domain/account.ts, the client's
 * rate limits, then users-permissions. Sign-in, register and social sign-in attach the anonymous favourites.
 */
export class Account {
  private user?: Promise<User | null>;

  constructor(private readonly options: AccountOptions) {}

  private caller(extra: Partial<AuthCaller> = {}): AuthCaller {
    return { bearer: this.options.bearer, clientAddress: this.options.clientAddress, ...extra };
  }

  private requireBearer(): void {
    requireBearer(this.options.bearer);
  }

  /** The bearer's user, once per request; null without a bearer; SESSION_EXPIRED for a bad one. */
  me(): Promise<User | null> {
    this.user ??= this.options.bearer
      ? Promise.resolve().then(() => {
          this.requireBearer();
          return users.currentUser(this.options.auth, this.caller());
        })
      : Promise.resolve(null);
    return this.user;
  }

  providers(): Promise<AuthProvider[]> {
    return users.authProviders(this.options.auth, this.caller());
  }

  async signIn(identifier: string, password: string, locale: Locale, anonymousUserId?: string | null) {
    const anonymous = checkAnonymousUserId(anonymousUserId);
    if (identifier.trim() === '' || password === '') {
      throw new InputError('INVALID_CREDENTIALS', 'Wrong identifier or password.');
    }
    const { shared, client } = this.options.limits;
    // A sign-in replaces whatever session the request came with.
    const caller = this.caller({ bearer: undefined, locale });
    const session = await limitedSignIn(shared, client, identifier, () =>
      users.signIn(this.options.auth, caller, identifier.trim(), password),
    );
    return this.attached(session, anonymous);
  }

  async register(input: {
    email: string;
    password: string;
    username?: string | null;
    locale: Locale;
    anonymousUserId?: string | null;
    humanProof?: string | null;
  }): Promise<Session> {
    // Field checks first: a refused field or a weak password leaves the human proof unspent.
    const anonymous = checkAnonymousUserId(input.anonymousUserId);
    const email = normalizeEmail(input.email);
    checkPassword(input.password);
    const username = usernameFor(input.username, email);
    await this.options.human.verify('REGISTER', input.humanProof);
    const caller = this.caller({ bearer: undefined, locale: input.locale });
    const session = await limitedAttempt(this.options.limits, 'account', async () => {
      // Register mails a confirmation: past that address's share of mails (from any clients), RATE_LIMITED.
      await this.options.limits.shared.take('recipient', recipientKey(email));
      return users.register(this.options.auth, caller, { email, username, password: input.password });
    });
    return this.attached(session, anonymous);
  }

  /** True whether or not the email has an account (sign-in and recovery never reveal one). */
  async forgotPassword(email: string, locale: Locale, humanProof: string | null | undefined): Promise<boolean> {
    const address = normalizeEmail(email);
    await this.options.human.verify('FORGOT_PASSWORD', humanProof);
    await limitedAttempt(this.options.limits, 'account', async () => {
      // Past the address's share of mails, the same answer and no mail (issue 29).
      if (await mayMail(this.options.limits.shared, address))
        await users.forgotPassword(this.options.auth, this.caller({ bearer: undefined, locale }), address);
    });
    return true;
  }

  async resetPassword(code: string, password: string, passwordConfirmation: string): Promise<Session> {
    if (code.trim() === '') throw new InputError('INVALID_RESET_CODE', 'No reset code.', 'code');
    checkNewPassword(password, passwordConfirmation);
    const caller = this.caller({ bearer: undefined });
    return limitedAttempt(this.options.limits, 'account', () =>
      users.resetPassword(this.options.auth, caller, { code: code.trim(), password, passwordConfirmation }),
    );
  }

  async changePassword(currentPassword: string, password: string, passwordConfirmation: string): Promise<Session> {
    const { bearer } = this.options;
    requireBearer(bearer);
    checkNewPassword(password, passwordConfirmation);
    if (currentPassword === password) {
      throw new InputError('PASSWORD_UNCHANGED', 'The new password is the current one.', 'password');
    }
    const { shared, client } = this.options.limits;
    return limitedPasswordCheck(shared, client, bearer, () =>
      users.changePassword(this.options.auth, this.caller(), { currentPassword, password, passwordConfirmation }),
    );
  }

  /** True whatever the email: an outsider learns nothing of its account. */
  async sendEmailConfirmation(email: string, locale: Locale): Promise<boolean> {
    const address = normalizeEmail(email);
    await limitedAttempt(this.options.limits, 'account', async () => {
      if (await mayMail(this.options.limits.shared, address))
        await users.sendEmailConfirmation(this.options.auth, this.caller({ bearer: undefined, locale }), address);
    });
    return true;
  }

  /** A wrong token is a guess: it counts against the strict `guess` allowance, a right one is given back. */
  async confirmEmail(confirmation: string): Promise<boolean> {
    if (confirmation.trim() === '' || confirmation.length > 500) {
      throw new InputError('INVALID_CONFIRMATION', 'Unknown confirmation.', 'confirmation');
    }
    const caller = this.caller({ bearer: undefined });
    await limitedAttempt(
      this.options.limits,
      'guess',
      () => users.confirmEmail(this.options.auth, caller, confirmation.trim()),
      () => true,
    );
    return true;
  }

  /** Revokes the bearer's session upstream; without one, or with one already dead, there is nothing to end. */
  async signOut(): Promise<boolean> {
    if (!this.options.bearer || this.options.bearer === MALFORMED) return true;
    try {
      await users.signOut(this.options.auth, this.caller());
    } catch (error) {
      if (!(error instanceof UnauthenticatedError)) throw error;
    }
    return true;
  }

  async socialSignIn(input: {
    provider: string;
    callbackQuery: string;
    upstreamSession: string;
    anonymousUserId?: string | null;
  }): Promise<Session> {
    const anonymous = checkAnonymousUserId(input.anonymousUserId);
    const provider = checkProviderName(input.provider);
    const caller = this.caller({ bearer: undefined, cookie: strapiSessionCookies(input.upstreamSession) });
    const session = await users.socialCallback(this.options.auth, caller, provider, input.callbackQuery);
    return this.attached(session, anonymous);
  }

  myOrders(): Promise<Order[]> {
    this.requireBearer();
    return fetchAccountOrders(this.options.shop);
  }

  myData(): Promise<string> {
    this.requireBearer();
    return fetchAccountData(this.options.shop);
  }

  async deleteAccount(password: string): Promise<boolean> {
    const { bearer } = this.options;
    requireBearer(bearer);
    if (password === '') throw new InputError('WRONG_CURRENT_PASSWORD', 'No password.', 'password');
    // A wrong password counts like changePassword's: a session alone must not let anyone guess it without end.
    const { shared, client } = this.options.limits;
    await limitedPasswordCheck(shared, client, bearer, () => deleteAccount(this.options.shop, password));
    return true;
  }

  /** Mails a paid order's receipt again: it sends mail, so it counts like the other mails. */
  async resendReceipt(orderKey: string): Promise<boolean> {
    if (!isOrderKey(orderKey)) throw new NotFoundError('Order not found');
    await limitedAttempt(this.options.limits, 'account', () => resendReceipt(this.options.shop, orderKey));
    return true;
  }

  /** The anonymous favourites now belong to the account; a failure to move them does not undo the sign-in. */
  private async attached(session: Session, anonymousUserId: string | undefined): Promise<Session> {
    if (!anonymousUserId) return session;
    try {
      await attachFavourites(
        this.options.shop.withHeaders({ authorization: `Bearer ${session.jwt}` }),
        anonymousUserId,
      );
    } catch (error) {
      this.options.logger.warn({ err: error }, 'attaching anonymous favourites failed');
    }
    return session;
  }
}
