import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { PaymentFlow } from '../../domain/order';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../domain/subscription';
import { PaymentFlowEnum } from '../shop/order';
import { enumOf } from '../shared/enum-of';
import { Money } from '../shared/money';

const SubscriptionStatusEnum = enumOf(SUBSCRIPTION_STATUSES);

registerEnumType(SubscriptionStatusEnum, {
  name: 'SubscriptionStatus',
  description:
    'PENDING until the first period is paid; ACTIVE; PAST_DUE after a declined renewal; CANCELLED (no more renewals).',
});

@ObjectType({ description: "An account's subscription to a plan, priced and charged in the currency it began in." })
export class Subscription {
  @Field(() => ID)
  id!: string;

  @Field(() => SubscriptionStatusEnum)
  status!: SubscriptionStatus;

  @Field(() => Int)
  planLegacyId!: number;

  @Field(() => String, { description: "In the account's language." })
  planName!: string;

  @Field(() => Money, { description: 'What each period charges, in the currency of the first charge.' })
  price!: Money;

  @Field(() => Int)
  credits!: number;

  @Field(() => Int)
  bonus!: number;

  @Field(() => Int)
  paymentCycleMonths!: number;

  @Field(() => Int)
  creditsExpirationDays!: number;

  @Field(() => Date, { nullable: true })
  currentPeriodEnd!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Null once cancelled, and before the first payment.' })
  nextRenewalAt!: Date | null;

  @Field(() => Date, { nullable: true })
  cancelledAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: 'The last four digits of the stored card.' })
  cardLast4!: string | null;

  @Field(() => PaymentFlowEnum, {
    nullable: true,
    description: "How it is paid: CARD (paySubscription) or HOSTED (startPlanCheckout, the provider's page).",
  })
  paymentFlow!: PaymentFlow | null;

  @Field(() => Boolean, {
    description:
      'Paid through the payment provider: billingPortal opens its page to pay what is due or change the card.',
  })
  billingPortal!: boolean;
}

@ObjectType({ description: "One attempt at paying a subscription's first period on the payment provider's page." })
export class PlanCheckout {
  @Field(() => SubscriptionStatusEnum, {
    description: 'Not PENDING: the subscription needs no first payment (no url).',
  })
  status!: SubscriptionStatus;

  @Field(() => String, { nullable: true, description: 'Where to send the browser to pay; null unless PENDING.' })
  url!: string | null;
}

@ObjectType({
  description: 'The outcome of paying a subscription: paid, or declined (not an error; it stays PENDING).',
})
export class SubscriptionPayment {
  @Field(() => Subscription)
  subscription!: Subscription;

  @Field(() => Boolean)
  declined!: boolean;

  @Field(() => String, { nullable: true, description: "The provider's message when declined." })
  message!: string | null;

  @Field(() => Int, { description: 'Credits this payment granted (0 when declined, or for a repeated payment).' })
  granted!: number;
}
