import { Arg, Args, ArgsType, Ctx, Directive, Field, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Locale } from '../../domain/locales';
import type {
  PlanCheckout as PlanCheckoutModel,
  SubscriptionPayment as SubscriptionPaymentModel,
  Subscription as SubscriptionModel,
} from '../../domain/subscription';
import type { Context } from '../context';
import { LocaleEnum } from '../shared/locale';
import { CardInput } from '../shop/order';
import { PlanCheckout, Subscription, SubscriptionPayment } from './subscription';

const IDEMPOTENCY_KEY = {
  description: 'Made by the client once per attempt, at least 128 random bits: a retry with it answers the same.',
} as const;

@ArgsType()
class SubscribeArgs {
  @Field(() => ID, { description: "The plan's id or legacy id." })
  planId!: string;

  @Field(() => String, IDEMPOTENCY_KEY)
  idempotencyKey!: string;
}

@ArgsType()
class PaySubscriptionArgs {
  @Field(() => ID)
  id!: string;

  @Field(() => String, IDEMPOTENCY_KEY)
  idempotencyKey!: string;

  @Field(() => CardInput)
  card!: CardInput;
}

@ArgsType()
class StartPlanCheckoutArgs {
  @Field(() => LocaleEnum, { description: "The language of the provider's page." })
  locale!: Locale;

  @Field(() => ID)
  id!: string;

  @Field(() => String, IDEMPOTENCY_KEY)
  idempotencyKey!: string;
}

/** The bearer's plan subscriptions: every operation needs a session (SIGN_IN_REQUIRED, SESSION_EXPIRED). */
@Resolver(() => Subscription)
export class SubscriptionResolver {
  @Query(() => Subscription, {
    nullable: true,
    description: "The bearer's subscription; null when unknown or not theirs.",
  })
  @Directive('@cacheControl(maxAge: 0, scope: PRIVATE)')
  subscription(@Arg('id', () => ID) id: string, @Ctx() { subscriptions }: Context): Promise<SubscriptionModel | null> {
    return subscriptions.subscription(id);
  }

  @Query(() => Subscription, {
    nullable: true,
    description: "The bearer's newest subscription past its checkout (not PENDING); null when none.",
  })
  @Directive('@cacheControl(maxAge: 0, scope: PRIVATE)')
  mySubscription(@Ctx() { subscriptions }: Context): Promise<SubscriptionModel | null> {
    return subscriptions.current();
  }

  @Mutation(() => Subscription, {
    description:
      "A PENDING subscription to the plan, priced in the request's currency (a pending one of the account is replaced). " +
      'Unknown or hidden plan: NOT_FOUND (UNKNOWN_PLAN); an ACTIVE or PAST_DUE one already: SUBSCRIPTION_EXISTS.',
  })
  subscribe(
    @Args(() => SubscribeArgs) { planId, idempotencyKey }: SubscribeArgs,
    @Ctx() { subscriptions }: Context,
  ): Promise<SubscriptionModel> {
    return subscriptions.subscribe(planId, idempotencyKey);
  }

  @Mutation(() => SubscriptionPayment, {
    description:
      'Pays the first period by card and grants its credits and bonus; a PAST_DUE subscription: the period whose ' +
      'renewal was declined, with this card (saved for the next renewals), ACTIVE again. A declined card is ' +
      'declined: true with a message (not an error); the same idempotencyKey again never charges twice (granted 0). ' +
      'A cancelled subscription: SUBSCRIPTION_NOT_PAYABLE; another one of the account live already: ' +
      'SUBSCRIPTION_EXISTS; a renewal of that period being charged right now: RENEWAL_IN_PROGRESS.',
  })
  paySubscription(
    @Args(() => PaySubscriptionArgs) { id, idempotencyKey, card }: PaySubscriptionArgs,
    @Ctx() { subscriptions }: Context,
  ): Promise<SubscriptionPaymentModel> {
    return subscriptions.pay(id, idempotencyKey, card);
  }

  @Mutation(() => PlanCheckout, {
    description:
      "Starts paying a PENDING subscription on the payment provider's page (paymentFlow HOSTED): send the browser to " +
      'url. It is ACTIVE, with its credits, once the provider confirms the payment to the shop, which may be after ' +
      'the visitor is back (poll subscription). With paymentFlow CARD: BAD_USER_INPUT, reason CARD_PAYMENT.',
  })
  startPlanCheckout(
    @Args(() => StartPlanCheckoutArgs) { locale, id, idempotencyKey }: StartPlanCheckoutArgs,
    @Ctx() { subscriptions }: Context,
  ): Promise<PlanCheckoutModel> {
    return subscriptions.startCheckout(id, idempotencyKey, locale);
  }

  @Mutation(() => String, {
    description:
      "The payment provider's billing portal for a subscription paid through it (billingPortal true), in the " +
      'language asked: pay what is due, change the card. Otherwise BAD_USER_INPUT, reason NO_BILLING_PORTAL.',
  })
  billingPortal(
    @Arg('locale', () => LocaleEnum) locale: Locale,
    @Arg('id', () => ID) id: string,
    @Ctx() { subscriptions }: Context,
  ): Promise<string> {
    return subscriptions.billingPortal(id, locale);
  }

  @Mutation(() => Subscription, {
    description: 'No more renewals; the credits stay until they expire. Cancelling again changes nothing.',
  })
  cancelSubscription(@Arg('id', () => ID) id: string, @Ctx() { subscriptions }: Context): Promise<SubscriptionModel> {
    return subscriptions.cancel(id);
  }
}
