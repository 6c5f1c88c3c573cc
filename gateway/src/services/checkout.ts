import type { Currency } from '@shop/money';
import {
  type CartLine,
  type CartTotals,
  type CodeStatus,
  cartCodeStatus,
  cartLine,
  cartTotals,
  normalizeCode,
  validCartItems,
} from '../domain/cart';
import { InputError, NotFoundError } from '../domain/errors';
import { checkIdempotencyKey, isOrderKey } from '../domain/keys';
import type { Locale } from '../domain/locales';
import type { Card, Customer, Download, Order, OrderCheckout, Payment } from '../domain/order';
import { type BoundAllowances, limitedAttempt } from './limited-attempt';
import { priceCartItems } from '../upstreams/shop/cart';
import { LOCALE_HEADER } from '../upstreams/headers';
import type { ShopClient } from '../upstreams/shop/client';
import { InvalidShopResponseError, ShopError } from '../upstreams/shop/errors';
import { createOrder, fetchDownloads, fetchOrder, payOrder, startOrderCheckout } from '../upstreams/shop/orders';

export interface PricedCart extends CartTotals {
  lines: CartLine[];
  code: string | null;
  codeStatus: CodeStatus | null;
}

type CartItemArgs = Parameters<typeof validCartItems>[0];

export interface CheckoutOptions {
  shop: ShopClient;
  /** The request's client's allowances (rate limits), already bound to its address. */
  limits: BoundAllowances;
  /** The request's currency (spec §9): what the visitor is shown. */
  currency: Currency;
}

// The shop's words for a diagram it does not sell (its code, or issue 4's message).
const UNKNOWN_DIAGRAM = /^Unknown diagram (\d+)$/;

/** The shop's refusal of an unknown diagram as UNKNOWN_DIAGRAM on that item's path, for the web to translate. */
function unknownDiagramIn(items: CartItemArgs) {
  return (error: unknown): never => {
    const id =
      error instanceof ShopError && error.status === 400 ? UNKNOWN_DIAGRAM.exec(error.message)?.[1] : undefined;
    const index = id === undefined ? -1 : items.findIndex((item) => item.diagramId === Number(id));
    if (index < 0) throw error;
    throw new InputError('UNKNOWN_DIAGRAM', `Unknown diagram ${id}`, `items.${index}.diagramId`);
  };
}

/**
 * The shop's cart, orders and payments for one GraphQL request: the rules of domain/, the client's rate limits,
 * then the shop API. Guesses (a discount code, an order key) cost a point of the strict `guess` allowance, given
 * back when the guess was right, so only wrong guesses add up.
 */
export class Checkout {
  private readonly orders = new Map<string, Promise<Order | null>>();

  constructor(private readonly options: CheckoutOptions) {}

  /** Prices the cart in ONE shop call whatever its size; an empty cart costs none. */
  async priceCart(items: CartItemArgs, rawCode: string | null | undefined): Promise<PricedCart> {
    const { shop, limits, currency } = this.options;
    const requests = validCartItems(items);
    const code = normalizeCode(rawCode);
    if (requests.length === 0) return { lines: [], code, codeStatus: null, ...cartTotals([], currency) };
    const price = () => priceCartItems(shop, requests, code).catch(unknownDiagramIn(items));
    // A code that does not apply is a guess; one that applies is given back.
    const priced = code
      ? await limitedAttempt(limits, 'guess', price, (lines) => cartCodeStatus(lines) === 'APPLIED')
      : await price();
    if (priced.length !== requests.length)
      throw new InvalidShopResponseError('cart_items/price: another number of lines than asked');
    const codeStatus = code === null ? null : cartCodeStatus(priced);
    const lines = priced.map((item, index) => cartLine({ ...item, licenseId: requests[index].licenseId }));
    return { lines, code, codeStatus, ...cartTotals(lines, currency) };
  }

  /** The order with this key, once per request; null when there is none. */
  order(key: string): Promise<Order | null> {
    let order = this.orders.get(key);
    if (!order) {
      order = this.findOrder(key);
      this.orders.set(key, order);
    }
    return order;
  }

  async createOrder(input: {
    /** The visitor's language: the order's download titles, file names and receipt follow it. */
    locale: Locale;
    idempotencyKey: string;
    items: CartItemArgs;
    code?: string | null;
    customer: Customer;
  }): Promise<Order> {
    const { shop, limits, currency } = this.options;
    const idempotencyKey = checkIdempotencyKey(input.idempotencyKey);
    const items = validCartItems(input.items);
    if (items.length === 0) throw new InputError('EMPTY_CART', 'The cart is empty.', 'items');
    return limitedAttempt(limits, 'order', () =>
      createOrder(shop.withHeaders({ [LOCALE_HEADER]: input.locale }), {
        idempotencyKey,
        items,
        code: normalizeCode(input.code),
        currency,
        customer: input.customer,
      }).catch(unknownDiagramIn(input.items)),
    );
  }

  /** Pays by card; declined is an answer, not an error. A key that cannot name an order is NOT_FOUND like an unknown one. */
  async payOrder(key: string, rawIdempotencyKey: string, card: Card): Promise<Payment> {
    const { shop, limits } = this.options;
    const idempotencyKey = checkIdempotencyKey(rawIdempotencyKey);
    if (!isOrderKey(key)) throw new NotFoundError('Order not found');
    return limitedAttempt(limits, 'payment', () => payOrder(shop, key, idempotencyKey, card));
  }

  /** The payment provider's page for one attempt at paying the order (one idempotency key per click). */
  async startOrderCheckout(key: string, rawIdempotencyKey: string, locale: Locale): Promise<OrderCheckout> {
    const { shop, limits } = this.options;
    const idempotencyKey = checkIdempotencyKey(rawIdempotencyKey);
    if (!isOrderKey(key)) throw new NotFoundError('Order not found');
    return limitedAttempt(limits, 'payment', () => startOrderCheckout(shop, key, idempotencyKey, locale));
  }

  /** Signed, expiring links to a PAID order's files, as the shop made them (on its public address, PUBLIC_URL). */
  async downloads(order: Pick<Order, 'key' | 'status' | 'downloads'>): Promise<Download[]> {
    if (order.status !== 'PAID') return [];
    return order.downloads ?? (await fetchDownloads(this.options.shop, order.key));
  }

  private async findOrder(key: string): Promise<Order | null> {
    if (!isOrderKey(key)) return null;
    // A key that names no order is a guess; one that does is given back.
    return limitedAttempt(this.options.limits, 'guess', () => fetchOrder(this.options.shop, key), Boolean);
  }
}
