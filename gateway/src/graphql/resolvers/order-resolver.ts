import { Args, ArgsType, Ctx, Directive, Field, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { cartLine, cartTotals, normalizeCode } from '../../domain/cart';
import type { Locale } from '../../domain/locales';
import { type Money as MoneyModel, displayPrice } from '@shop/money';
import { type Download as DownloadModel, type Order as OrderDomain, publicDownloadUrl } from '../../domain/order';
import { createOrder, fetchDownloads, fetchOrder, payOrder } from '../../upstreams/shop/orders';
import type { Context } from '../context';
import { badUserInput } from '../errors';
import { CartItemInput } from '../types/cart';
import { LocaleEnum } from '../types/locale';
import { Money } from '../types/money';
import { CardInput, CustomerInput, Download, Order, PaymentResult } from '../types/order';
import { type CartLineModel, validCartItems } from './cart-resolver';

/** An order as resolvers see it: its lines as cart lines in the locale asked for. */
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
  return { ...order, lines: order.lines.map((item) => ({ ...cartLine(item), locale })) };
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

  @Field(() => String, { description: 'Chosen by the client once per checkout: a retry with it returns the same order.' })
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

  @Field(() => String, { description: 'Chosen by the client once per Pay click: a retry never charges twice.' })
  idempotencyKey!: string;

  @Field(() => CardInput)
  card!: CardInput;
}

const MAX_KEY_LENGTH = 255;

function checkKey(name: string, value: string): void {
  if (value.trim() === '' || value.length > MAX_KEY_LENGTH) throw badUserInput(`${name} must be 1 to ${MAX_KEY_LENGTH} characters.`);
}

@Resolver(() => Order)
export class OrderResolver {
  @Query(() => Order, { nullable: true, description: 'The order with this key; null when there is none. Never cached.' })
  @Directive('@cacheControl(maxAge: 0, scope: PRIVATE)')
  async order(@Args(() => OrderArgs) { locale, key }: OrderArgs, @Ctx() { shop }: Context): Promise<OrderModel | null> {
    if (key.trim() === '' || key.length > MAX_KEY_LENGTH) return null;
    const order = await fetchOrder(shop, key);
    return order && orderModel(order, locale);
  }

  @Mutation(() => Order, {
    description:
      'Creates an order from the cart (the shop prices it). The same idempotencyKey again returns the same order. ' +
      'Invalid customer data is BAD_USER_INPUT with extensions.fieldErrors.',
  })
  async createOrder(
    @Args(() => CreateOrderArgs) { locale, idempotencyKey, items, code, customer }: CreateOrderArgs,
    @Ctx() { shop }: Context,
  ): Promise<OrderModel> {
    checkKey('idempotencyKey', idempotencyKey);
    const requests = validCartItems(items);
    if (requests.length === 0) throw badUserInput('The cart is empty.');
    const order = await createOrder(shop, { idempotencyKey, items: requests, code: normalizeCode(code), customer });
    return orderModel(order, locale);
  }

  @Mutation(() => PaymentResult, {
    description:
      'Pays the order by card. A declined card is declined: true with a message (not an error); the order stays ' +
      'CREATED. The same idempotencyKey again returns the first result and never charges twice.',
  })
  async payOrder(@Args(() => PayOrderArgs) { locale, key, idempotencyKey, card }: PayOrderArgs, @Ctx() { shop }: Context): Promise<PaymentResultModel> {
    checkKey('key', key);
    checkKey('idempotencyKey', idempotencyKey);
    const payment = await payOrder(shop, key, idempotencyKey, card);
    return {
      status: payment.status,
      order: payment.order && orderModel(payment.order, locale),
      declined: payment.declined,
      message: payment.declined ? payment.message : null,
    };
  }

  @FieldResolver(() => Money, { description: "Sum of the lines' subtotals in the request's currency (spec §9)." })
  total(@Root() order: OrderModel, @Ctx() { currency }: Context): MoneyModel {
    const set = order.totals.subtotals.length > 0 ? order.totals.subtotals : cartTotals(order.lines).totals;
    return displayPrice(set, currency);
  }

  @FieldResolver(() => Money, { description: "Sum of the lines' discounts in the request's currency (spec §9)." })
  discountTotal(@Root() order: OrderModel, @Ctx() { currency }: Context): MoneyModel {
    const set = order.totals.discounts.length > 0 ? order.totals.discounts : cartTotals(order.lines).discountTotals;
    return displayPrice(set, currency);
  }

  @FieldResolver(() => [Download], { description: 'Signed, expiring links to the files; empty unless PAID.' })
  async downloads(@Root() order: OrderModel, @Ctx() { shop, shopPublic }: Context): Promise<DownloadModel[]> {
    if (order.status !== 'PAID') return [];
    const downloads = await fetchDownloads(shop, order.key);
    return downloads.map((download) => ({ ...download, url: publicDownloadUrl(download.url, shopPublic.url, shopPublic.prefix) }));
  }
}
