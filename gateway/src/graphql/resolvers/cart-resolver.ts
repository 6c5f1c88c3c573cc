import { GraphQLError } from 'graphql';
import { Args, ArgsType, Ctx, Directive, Field, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { type CartLine as CartLineDomain, type CodeStatus, cartCodeStatus, cartLine, cartTotals, licenseOf, normalizeCode } from '../../domain/cart';
import type { Diagram as DiagramModel } from '../../domain/diagram';
import type { Locale } from '../../domain/locales';
import { type Currency, type Money as MoneyModel, displayPrice } from '@shop/money';
import { type CartItemRequest, priceCartItems } from '../../upstreams/shop/cart';
import type { Context } from '../context';
import { badUserInput } from '../errors';
import { CartItemInput, CartLine, PricedCart } from '../types/cart';
import { CurrencyEnum } from '../types/currency';
import { Diagram } from '../types/diagram';
import { LocaleEnum } from '../types/locale';
import { Money } from '../types/money';

/** A line as resolvers see it: the domain line and the locale its diagram is shown in. */
export interface CartLineModel extends CartLineDomain {
  locale: Locale;
}

export interface PricedCartModel {
  lines: CartLineModel[];
  code: string | null;
  codeStatus: CodeStatus | null;
  totals: MoneyModel[];
  discountTotals: MoneyModel[];
  hasDiscount: boolean;
}

/** More lines than a cart of this shop plausibly holds: refused before any upstream call. */
export const MAX_CART_ITEMS = 200;

/** Checked before the shop is called: known licences, positive ids, a bounded cart; a diagram counts once. */
export function validCartItems(items: readonly CartItemInput[]): CartItemRequest[] {
  if (items.length > MAX_CART_ITEMS) throw badUserInput(`A cart holds at most ${MAX_CART_ITEMS} items.`);
  const seen = new Set<number>();
  const valid: CartItemRequest[] = [];
  for (const item of items) {
    if (!(item.diagramId > 0)) throw badUserInput(`Unknown diagram ${item.diagramId}`);
    const licenseId = item.licenseId ?? 1;
    // Spec §4: changing a line's licence is not implemented; 1 ('Single user') is the only one.
    if (!licenseOf(licenseId)) throw badUserInput(`Not implemented: licence ${licenseId}`);
    if (seen.has(item.diagramId)) continue; // spec §4: a diagram is in the cart once
    seen.add(item.diagramId);
    valid.push({ diagramId: item.diagramId, licenseId, specialOfferId: item.specialOfferId ?? null });
  }
  return valid;
}

@ArgsType()
export class PriceCartArgs {
  @Field(() => LocaleEnum, { description: 'The locale of the lines\' diagrams.' })
  locale!: Locale;

  @Field(() => [CartItemInput])
  items!: CartItemInput[];

  @Field(() => String, { nullable: true, description: 'A discount code; blank counts as none.' })
  code?: string | null;
}

export async function priceCart(
  { shop }: Pick<Context, 'shop'>,
  locale: Locale,
  items: readonly CartItemInput[],
  rawCode: string | null | undefined,
): Promise<PricedCartModel> {
  const requests = validCartItems(items);
  const code = normalizeCode(rawCode);
  if (requests.length === 0) {
    return { lines: [], code, codeStatus: null, totals: [], discountTotals: [], hasDiscount: false };
  }
  const priced = await priceCartItems(shop, requests, code);
  if (priced.length !== requests.length) {
    throw new GraphQLError('The shop priced a different number of lines than asked.', {
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  }
  const lines = priced.map((item, index) => ({
    ...cartLine({ ...item, licenseId: requests[index].licenseId }),
    // The shop answers in the order asked; its ids win if it says otherwise.
    specialOfferId: item.specialOfferId,
    locale,
  }));
  return { lines, code, codeStatus: code === null ? null : cartCodeStatus(priced), ...cartTotals(lines) };
}

@Resolver(() => PricedCart)
export class PricedCartResolver {
  @Query(() => PricedCart, {
    description:
      'Prices the cart in ONE shop call whatever its size. An unknown diagram is BAD_USER_INPUT ("Unknown diagram …"); ' +
      'an unknown or expired code is not an error (codeStatus). Never cached.',
  })
  @Directive('@cacheControl(maxAge: 0, scope: PRIVATE)')
  priceCart(@Args(() => PriceCartArgs) { locale, items, code }: PriceCartArgs, @Ctx() context: Context): Promise<PricedCartModel> {
    return priceCart(context, locale, items, code);
  }

  @FieldResolver(() => Money, { description: "totals in the request's currency (spec §9)." })
  total(@Root() cart: PricedCartModel, @Ctx() { currency }: Context): MoneyModel {
    return displayPrice(cart.totals, currency);
  }

  @FieldResolver(() => Money, { description: "discountTotals in the request's currency (spec §9)." })
  discountTotal(@Root() cart: PricedCartModel, @Ctx() { currency }: Context): MoneyModel {
    return displayPrice(cart.discountTotals, currency);
  }

  @FieldResolver(() => CurrencyEnum, { description: "The request's currency (spec §9), in which total and prices show." })
  currency(@Ctx() { currency }: Context): Currency {
    return currency;
  }
}

@Resolver(() => CartLine)
export class CartLineResolver {
  @FieldResolver(() => Diagram, { nullable: true, description: 'The diagram in the locale asked for; null if the catalogue lacks it.' })
  diagram(@Root() line: CartLineModel, @Ctx() { loaders }: Context): Promise<DiagramModel | null> {
    return loaders.diagramByLegacyId.load({ locale: line.locale, value: String(line.diagramId) });
  }

  @FieldResolver(() => Money, { description: "prices in the request's currency (spec §9)." })
  price(@Root() line: CartLineModel, @Ctx() { currency }: Context): MoneyModel {
    return displayPrice(line.prices, currency);
  }

  @FieldResolver(() => Money, { description: "discounts in the request's currency (spec §9)." })
  discount(@Root() line: CartLineModel, @Ctx() { currency }: Context): MoneyModel {
    return displayPrice(line.discounts, currency);
  }

  @FieldResolver(() => Money, { description: "subtotals in the request's currency (spec §9)." })
  subtotal(@Root() line: CartLineModel, @Ctx() { currency }: Context): MoneyModel {
    return displayPrice(line.subtotals, currency);
  }
}
