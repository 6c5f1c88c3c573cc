import { Arg, Args, ArgsType, Ctx, Directive, Field, Mutation, Query, Resolver } from 'type-graphql';
import type { AuthProvider as AuthProviderModel, Session, User as UserModel } from '../../domain/account';
import type { Locale } from '../../domain/locales';
import { LIST_SIZES, listCost } from '../../limits/query-cost';
import type { Context } from '../context';
import { AuthPayload, AuthProvider, User } from './account';
import { HUMAN_PROOF } from '../forms/forms';
import { LocaleEnum } from '../shared/locale';
import { Order } from '../shop/order';
import { type OrderModel, orderModel } from '../shop/order-resolver';

const ANONYMOUS_ID = {
  nullable: true,
  description: "The visitor's anonymous wishlist id: after success its favourites belong to the account.",
} as const;

const ANONYMOUS_ID_FIELD = [() => String, ANONYMOUS_ID] as const;

@ArgsType()
class SignInArgs {
  @Field(() => String)
  identifier!: string;

  @Field(() => String)
  password!: string;

  @Field(() => LocaleEnum, { description: 'The language of mails this account is sent later.' })
  locale!: Locale;

  @Field(...ANONYMOUS_ID_FIELD)
  anonymousUserId?: string | null;
}

@ArgsType()
class RegisterArgs {
  @Field(() => String)
  email!: string;

  @Field(() => String, { description: '8 characters to 72 bytes.' })
  password!: string;

  @Field(() => String, { nullable: true, description: 'The email when not given.' })
  username?: string | null;

  @Field(() => LocaleEnum, { description: "The language of the account's mails, the confirmation first." })
  locale!: Locale;

  @Field(...ANONYMOUS_ID_FIELD)
  anonymousUserId?: string | null;

  @Field(() => String, HUMAN_PROOF)
  humanProof?: string | null;
}

@ArgsType()
class EmailArgs {
  @Field(() => String)
  email!: string;

  @Field(() => LocaleEnum, { description: 'The language of the mail.' })
  locale!: Locale;
}

@ArgsType()
class ForgotPasswordArgs extends EmailArgs {
  @Field(() => String, HUMAN_PROOF)
  humanProof?: string | null;
}

@ArgsType()
class ResetPasswordArgs {
  @Field(() => String, { description: 'From the mailed link.' })
  code!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String)
  passwordConfirmation!: string;
}

@ArgsType()
class ChangePasswordArgs {
  @Field(() => String)
  currentPassword!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String)
  passwordConfirmation!: string;
}

@ArgsType()
class SocialSignInArgs {
  @Field(() => String)
  provider!: string;

  @Field(() => String, { description: "The query string Strapi put on the web's callback url." })
  callbackQuery!: string;

  @Field(() => String, { description: "The browser's koa.sess and koa.sess.sig cookies, as a Cookie header value." })
  upstreamSession!: string;

  @Field(...ANONYMOUS_ID_FIELD)
  anonymousUserId?: string | null;
}

/**
 * Spec §7's auth calls as typed operations. Refusals carry extensions.reason (and fieldErrors by argument) as codes
 * the web translates; sign-in and recovery never tell whether an email has an account.
 */
@Resolver()
export class AccountResolver {
  @Query(() => User, {
    nullable: true,
    description:
      "The bearer's account; null without a bearer; UNAUTHENTICATED (reason SESSION_EXPIRED) for a forged, expired or revoked one.",
  })
  @Directive('@cacheControl(maxAge: 0, scope: PRIVATE)')
  me(@Ctx() { account }: Context): Promise<UserModel | null> {
    return account.me();
  }

  @Query(() => [AuthProvider], { description: 'The social sign-in providers configured on the backend.' })
  @Directive('@cacheControl(maxAge: 0, scope: PRIVATE)')
  authProviders(@Ctx() { account }: Context): Promise<AuthProviderModel[]> {
    return account.providers();
  }

  @Query(() => [Order], {
    description:
      "The bearer's paid orders and earlier guest orders under its confirmed email, newest first, with their downloads.",
    complexity: listCost(LIST_SIZES.orders),
  })
  @Directive('@cacheControl(maxAge: 0, scope: PRIVATE)')
  async myOrders(@Arg('locale', () => LocaleEnum) locale: Locale, @Ctx() { account }: Context): Promise<OrderModel[]> {
    return (await account.myOrders()).map((order) => orderModel(order, locale));
  }

  @Query(() => String, { description: 'Everything the shop holds on the bearer (GDPR), as JSON text.' })
  @Directive('@cacheControl(maxAge: 0, scope: PRIVATE)')
  myData(@Ctx() { account }: Context): Promise<string> {
    return account.myData();
  }

  @Mutation(() => AuthPayload, {
    description:
      'INVALID_CREDENTIALS alike for an unknown identifier and a wrong password; EMAIL_NOT_CONFIRMED (FORBIDDEN); ' +
      'RATE_LIMITED (429) past 10 failures a minute per client address, or past 10 per 15 minutes per account and ' +
      'then one per client address and account.',
  })
  signIn(
    @Args(() => SignInArgs) { identifier, password, locale, anonymousUserId }: SignInArgs,
    @Ctx() { account }: Context,
  ): Promise<Session> {
    return account.signIn(identifier, password, locale, anonymousUserId);
  }

  @Mutation(() => AuthPayload, {
    description:
      'Signs the new account in at once (confirmation mail in `locale`); username defaults to the email. ' +
      'USERNAME_IS_EMAIL (an email other than the account’s own) and the other field checks first, then HUMAN_PROOF_*, ' +
      'then EMAIL_TAKEN, USERNAME_TAKEN, WEAK_PASSWORD (8 to 72 bytes), INVALID_EMAIL.',
  })
  register(@Args(() => RegisterArgs) args: RegisterArgs, @Ctx() { account }: Context): Promise<Session> {
    return account.register(args);
  }

  @Mutation(() => Boolean, {
    description: 'Mails a reset link in `locale` if the email has an account; always true (after HUMAN_PROOF_*).',
  })
  forgotPassword(
    @Args(() => ForgotPasswordArgs) { email, locale, humanProof }: ForgotPasswordArgs,
    @Ctx() { account }: Context,
  ): Promise<boolean> {
    return account.forgotPassword(email, locale, humanProof);
  }

  @Mutation(() => AuthPayload, { description: 'A new session; INVALID_RESET_CODE for an expired or used link.' })
  resetPassword(
    @Args(() => ResetPasswordArgs) { code, password, passwordConfirmation }: ResetPasswordArgs,
    @Ctx() { account }: Context,
  ): Promise<Session> {
    return account.resetPassword(code, password, passwordConfirmation);
  }

  @Mutation(() => AuthPayload, {
    description:
      'Bearer required. A new session (the old token ends); WRONG_CURRENT_PASSWORD, PASSWORD_UNCHANGED; RATE_LIMITED ' +
      "(429) past 10 wrong passwords a minute per client address or 10 per 15 minutes per session (deleteAccount's count too).",
  })
  changePassword(
    @Args(() => ChangePasswordArgs) { currentPassword, password, passwordConfirmation }: ChangePasswordArgs,
    @Ctx() { account }: Context,
  ): Promise<Session> {
    return account.changePassword(currentPassword, password, passwordConfirmation);
  }

  @Mutation(() => Boolean, { description: 'Mails the confirmation link again if the email awaits one; always true.' })
  sendEmailConfirmation(
    @Args(() => EmailArgs) { email, locale }: EmailArgs,
    @Ctx() { account }: Context,
  ): Promise<boolean> {
    return account.sendEmailConfirmation(email, locale);
  }

  @Mutation(() => Boolean, { description: 'Confirms the email the token was mailed to; INVALID_CONFIRMATION.' })
  confirmEmail(@Arg('confirmation', () => String) confirmation: string, @Ctx() { account }: Context): Promise<boolean> {
    return account.confirmEmail(confirmation);
  }

  @Mutation(() => Boolean, { description: "Revokes the bearer's session upstream: the token no longer works." })
  signOut(@Ctx() { account }: Context): Promise<boolean> {
    return account.signOut();
  }

  @Mutation(() => AuthPayload, {
    description:
      "Ends a social sign-in: the query Strapi put on the web's callback url and the browser's koa.sess cookies " +
      '(Cookie header value). UNKNOWN_PROVIDER, SOCIAL_SIGN_IN_FAILED.',
  })
  socialSignIn(@Args(() => SocialSignInArgs) args: SocialSignInArgs, @Ctx() { account }: Context): Promise<Session> {
    return account.socialSignIn(args);
  }

  @Mutation(() => Boolean, { description: "Mails a paid order's receipt again, in the order's language." })
  resendReceipt(@Arg('orderKey', () => String) orderKey: string, @Ctx() { account }: Context): Promise<boolean> {
    return account.resendReceipt(orderKey);
  }

  @Mutation(() => Boolean, {
    description:
      'Bearer required: deletes the account and its favourites (orders are kept, detached). WRONG_CURRENT_PASSWORD; ' +
      "RATE_LIMITED (429) as changePassword's wrong passwords, which it shares.",
  })
  deleteAccount(@Arg('password', () => String) password: string, @Ctx() { account }: Context): Promise<boolean> {
    return account.deleteAccount(password);
  }
}
