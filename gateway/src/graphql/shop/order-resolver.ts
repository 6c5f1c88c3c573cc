import { type Currency, type Money as MoneyModel, displayPrice } from '@shop/money';
import { Args, ArgsType, Ctx, Directive, Field, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { MAX_CART_ITEMS, cartLine } from '../../domain/cart';
import type { Locale } from '../../domain/locales';
import {
  type Download as DownloadModel,
  type Order as OrderDomain,
  type OrderCheckout as OrderCheckoutModel,
  orderReference,
} from '../../domain/order';
import { argumentListCost, listCost } from '../../limits/query-cost';
import type { Context } from '../context';
import { CartItemInput } from './cart';
import { CurrencyEnum } from '../shared/currency';
import { LocaleEnum } from '../shared/locale';
import { Money } from '../shared/money';
import { CardInput, CustomerInput, Download, Order, OrderCheckout, PaymentResult } from './order';
import { type CartLineModel, lineModels } from './cart-resolver';

/** An order as resolvers see it: its lines as cart lines in the locale asked for, shown in the order's currency. */
export interface OrderModel extends Omit<OrderDomain, 'lines'> {
  lines: CartLineModel[];
}

export interface PaymentResultModel {
  status: OrderDomain['status'];
  order: OrderModel | null;
  declined: boolean;
  message: string | null;
}

export function orderModel(order: OrderDomain, locale: Locale): OrderModel {
  return { ...order, lines: lineModels(order.lines.map(cartLine), locale, order.currency) };
}

@ArgsType()
class OrderArgs {
  @Field(() => LocaleEnum, { description: "The locale of the lines' diagrams." })
  locale!: Locale;

  @Field(() => String)
  key!: string;
}

@ArgsType()
class CreateOrderArgs {
  @Field(() => LocaleEnum)
  locale!: Locale;

  @Field(() => String, {
    description:
      'Made by the client once per checkout, at least 128 random bits (22+ base64url or 32+ hex characters): a retry ' +
      'with it returns the same order; reused for another request it is IDEMPOTENCY_KEY_REUSED.',
  })
  idempotencyKey!: string;

  @Field(() => [CartItemInput])
  items!: CartItemInput[];

  @Field(() => String, { nullable: true })
  code?: string | null;

  @Field(() => CustomerInput)
  customer!: CustomerInput;
}

@ArgsType()
class PayOrderArgs {
  @Field(() => LocaleEnum)
  locale!: Locale;

  @Field(() => String)
  key!: string;

  @Field(() => String, {
    description: 'Made by the client once per Pay click, at least 128 random bits: a retry never charges twice.',
  })
  idempotencyKey!: string;

  @Field(() => CardInput)
  card!: CardInput;
}

@ArgsType()
class StartOrderCheckoutArgs {
  @Field(() => LocaleEnum, { description: "The language of the provider's page." })
  locale!: Locale;

  @Field(() => String)
  key!: string;

  @Field(() => String, {
    description: 'Made by the client once per click, at least 128 random bits: a retry answers the same page.',
  })
  idempotencyKey!: string;
}

@Resolver(() => Order)
export class OrderResolver {
  @Query(() => Order, {
    nullable: true,
    description:
      'The order with this key; null when there is none (unknown keys count against a strict rate limit). Never cached.',
  })
  @Directive('@cacheControl(maxAge: 0, scope: PRIVATE)')
  async order(
    @Args(() => OrderArgs) { locale, key }: OrderArgs,
    @Ctx() { checkout }: Context,
  ): Promise<OrderModel | null> {
    const order = await checkout.order(key);
    return order && orderModel(order, locale);
  }

  @Mutation(() => Order, {
    description:
      'Creates an order from the cart (the shop prices it) in the currency the visitor is shown. The same idempotencyKey ' +
      'again returns the same order. Invalid customer data is BAD_USER_INPUT with extensions.fieldErrors.',
    complexity: argumentListCost('items'),
  })
  async createOrder(
    @Args(() => CreateOrderArgs) { locale, idempotencyKey, items, code, customer }: CreateOrderArgs,
    @Ctx() { checkout }: Context,
  ): Promise<OrderModel> {
    return orderModel(await checkout.createOrder({ locale, idempotencyKey, items, code, customer }), locale);
  }

  @Mutation(() => PaymentResult, {
    description:
      'Pays the order by card, charging its total in its currency. A declined card is declined: true with a message ' +
      '(not an error); the order stays CREATED. The same idempotencyKey again returns the first result and never ' +
      'charges twice. With paymentFlow HOSTED no card is taken: BAD_USER_INPUT, reason HOSTED_PAYMENT.',
  })
  async payOrder(
    @Args(() => PayOrderArgs) { locale, key, idempotencyKey, card }: PayOrderArgs,
    @Ctx() { checkout }: Context,
  ): Promise<PaymentResultModel> {
    const payment = await checkout.payOrder(key, idempotencyKey, card);
    return {
      status: payment.status,
      order: payment.order && orderModel(payment.order, locale),
      declined: payment.declined,
      message: payment.declined ? payment.message : null,
    };
  }

  @Mutation(() => OrderCheckout, {
    description:
      "Starts paying the order on the payment provider's page (paymentFlow HOSTED): send the browser to url. The " +
      'order is PAID once the provider confirms it to the shop, which may be after the visitor is back on ' +
      'success (poll order). With paymentFlow CARD it is BAD_USER_INPUT, reason CARD_PAYMENT.',
  })
  startOrderCheckout(
    @Args(() => StartOrderCheckoutArgs) { locale, key, idempotencyKey }: StartOrderCheckoutArgs,
    @Ctx() { checkout }: Context,
  ): Promise<OrderCheckoutModel> {
    return checkout.startOrderCheckout(key, idempotencyKey, locale);
  }

  @FieldResolver(() => String, {
    description:
      "A stable reference to the order that is not its key (a one-way digest of it): what may leave the shop, e.g. analytics' transaction id.",
  })
  reference(@Root() order: OrderModel): string {
    return orderReference(order.key);
  }

  @FieldResolver(() => CurrencyEnum, { description: 'The currency the order was shown in, and is charged in.' })
  currency(@Root() order: OrderModel): Currency {
    return order.currency;
  }

  @FieldResolver(() => Money, { description: 'What payment charges (or charged): the subtotal in the order currency.' })
  total(@Root() order: OrderModel): MoneyModel {
    return order.total;
  }

  @FieldResolver(() => Money, { description: "Sum of the lines' discounts in the order currency." })
  discountTotal(@Root() order: OrderModel): MoneyModel {
    return displayPrice(order.totals.discounts, order.currency);
  }

  @FieldResolver(() => [Download], {
    description: 'Signed, expiring links to the files; empty unless PAID.',
    complexity: listCost(MAX_CART_ITEMS),
  })
  downloads(@Root() order: OrderModel, @Ctx() { checkout }: Context): Promise<DownloadModel[]> {
    return checkout.downloads(order);
  }
}
