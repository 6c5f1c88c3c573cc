import { type Currency, type Money as MoneyModel, displayPrice } from '@shop/money';
import { Args, ArgsType, Ctx, Directive, Field, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { CartLine as CartLineDomain } from '../../domain/cart';
import type { Diagram as DiagramModel } from '../../domain/diagram';
import type { Locale } from '../../domain/locales';
import type { PricedCart as PricedCartDomain } from '../../services/checkout';
import type { Context } from '../context';
import { argumentListCost } from '../../limits/query-cost';
import { CartItemInput, CartLine, PricedCart } from './cart';
import { CurrencyEnum } from '../shared/currency';
import { Diagram } from '../catalogue/diagram';
import { LocaleEnum } from '../shared/locale';
import { Money } from '../shared/money';

/** A line as resolvers see it: the domain line, the locale its diagram is shown in and the currency it is shown in. */
export interface CartLineModel extends CartLineDomain {
  locale: Locale;
  currency: Currency;
}

export interface PricedCartModel extends Omit<PricedCartDomain, 'lines'> {
  lines: CartLineModel[];
}

/** The lines of a cart or an order as resolvers see them. */
export function lineModels(lines: readonly CartLineDomain[], locale: Locale, currency: Currency): CartLineModel[] {
  return lines.map((line) => ({ ...line, locale, currency }));
}

@ArgsType()
export class PriceCartArgs {
  @Field(() => LocaleEnum, { description: "The locale of the lines' diagrams." })
  locale!: Locale;

  @Field(() => [CartItemInput])
  items!: CartItemInput[];

  @Field(() => String, { nullable: true, description: 'A discount code; blank counts as none.' })
  code?: string | null;
}

@Resolver(() => PricedCart)
export class PricedCartResolver {
  @Query(() => PricedCart, {
    description:
      'Prices the cart in ONE shop call whatever its size. An unknown diagram is BAD_USER_INPUT ("Unknown diagram …"); ' +
      'an unknown or expired code is not an error (codeStatus), but wrong codes count against a strict rate limit. ' +
      'Never cached.',
    complexity: argumentListCost('items'),
  })
  @Directive('@cacheControl(maxAge: 0, scope: PRIVATE)')
  async priceCart(
    @Args(() => PriceCartArgs) { locale, items, code }: PriceCartArgs,
    @Ctx() { checkout }: Context,
  ): Promise<PricedCartModel> {
    const cart = await checkout.priceCart(items, code);
    return { ...cart, lines: lineModels(cart.lines, locale, cart.currency) };
  }

  @FieldResolver(() => Money, { description: 'totals in the cart currency.' })
  total(@Root() cart: PricedCartModel): MoneyModel {
    return displayPrice(cart.totals, cart.currency);
  }

  @FieldResolver(() => Money, { description: 'discountTotals in the cart currency.' })
  discountTotal(@Root() cart: PricedCartModel): MoneyModel {
    return displayPrice(cart.discountTotals, cart.currency);
  }

  @FieldResolver(() => CurrencyEnum, {
    description:
      "The currency the cart is shown and would be ordered in: the request's (spec §9) when every line has a price in it, else USD.",
  })
  currency(@Root() cart: PricedCartModel): Currency {
    return cart.currency;
  }
}

@Resolver(() => CartLine)
export class CartLineResolver {
  @FieldResolver(() => Diagram, {
    nullable: true,
    description: 'The diagram in the locale asked for; null if the catalogue lacks it.',
  })
  diagram(@Root() line: CartLineModel, @Ctx() { loaders }: Context): Promise<DiagramModel | null> {
    return loaders.diagramByLegacyId.load({ locale: line.locale, value: String(line.diagramId) });
  }

  @FieldResolver(() => Money, { description: 'prices in the currency of the cart or order.' })
  price(@Root() line: CartLineModel): MoneyModel {
    return displayPrice(line.prices, line.currency);
  }

  @FieldResolver(() => Money, { description: 'discounts in the currency of the cart or order.' })
  discount(@Root() line: CartLineModel): MoneyModel {
    return displayPrice(line.discounts, line.currency);
  }

  @FieldResolver(() => Money, { description: 'subtotals in the currency of the cart or order.' })
  subtotal(@Root() line: CartLineModel): MoneyModel {
    return displayPrice(line.subtotals, line.currency);
  }
}
