import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MAX_CART_ITEMS } from '../../domain/cart';
import { ORDER_STATUSES, type OrderStatus, PAYMENT_FLOWS, type PaymentFlow } from '../../domain/order';
import { listCost } from '../../limits/query-cost';
import { CartLine } from './cart';
import { enumOf } from '../shared/enum-of';

const OrderStatusEnum = enumOf(ORDER_STATUSES);

registerEnumType(OrderStatusEnum, {
  name: 'OrderStatus',
  description:
    'CREATED until paid; PAID once paid; REFUNDED once the payment was refunded in full (no more downloads).',
});

export const PaymentFlowEnum = enumOf(PAYMENT_FLOWS);

registerEnumType(PaymentFlowEnum, {
  name: 'PaymentFlow',
  description:
    "How an order is paid: CARD on the shop's own card form (payOrder; the built-in test provider, never in " +
    "production), HOSTED on the payment provider's page (startOrderCheckout; card numbers never reach the shop).",
});

@InputType()
export class CustomerInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'ISO 3166 alpha-2, e.g. "DE".' })
  country!: string;

  @Field(() => String, { nullable: true })
  company?: string | null;

  @Field(() => String, { nullable: true })
  vatId?: string | null;
}

@InputType()
export class CardInput {
  @Field(() => String)
  number!: string;

  @Field(() => Int)
  expMonth!: number;

  @Field(() => Int)
  expYear!: number;

  @Field(() => String)
  cvc!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType({ description: "A signed, expiring link to a paid diagram's .pptx." })
export class Download {
  @Field(() => Int, { description: "The diagram's legacyId." })
  diagramId!: number;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  fileName!: string;

  @Field(() => String, { description: "Absolute url on the shop's public address (the backend's PUBLIC_URL)." })
  url!: string;

  @Field(() => Date)
  expiresAt!: Date;
}

@ObjectType({ description: 'An order, reached by its unguessable key. Lines are priced as at its creation.' })
export class Order {
  @Field(() => String)
  key!: string;

  @Field(() => OrderStatusEnum)
  status!: OrderStatus;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  country!: string;

  @Field(() => [CartLine], { description: 'As priced at creation.', complexity: listCost(MAX_CART_ITEMS) })
  lines!: CartLine[];

  @Field(() => PaymentFlowEnum, {
    nullable: true,
    description: "How this order is paid; null where the shop does not say (an account's past orders).",
  })
  paymentFlow!: PaymentFlow | null;
}

@ObjectType({ description: "One attempt at paying an order on the payment provider's page." })
export class OrderCheckout {
  @Field(() => OrderStatusEnum, { description: 'PAID or REFUNDED: the order needs no payment (no url).' })
  status!: OrderStatus;

  @Field(() => String, { nullable: true, description: 'Where to send the browser to pay; null unless CREATED.' })
  url!: string | null;
}

@ObjectType({ description: 'The outcome of a payment: paid, or declined (not an error; the order stays CREATED).' })
export class PaymentResult {
  @Field(() => OrderStatusEnum)
  status!: OrderStatus;

  @Field(() => Order, { nullable: true })
  order!: Order | null;

  @Field(() => Boolean)
  declined!: boolean;

  @Field(() => String, { nullable: true, description: "The provider's message when declined." })
  message!: string | null;
}
