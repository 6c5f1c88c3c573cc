import { Ctx, Query, Resolver } from 'type-graphql';
import type { Currency } from '@shop/money';
import type { Context } from '../context';
import { CurrencyEnum } from '../shared/currency';

@Resolver()
export class CurrencyResolver {
  @Query(() => CurrencyEnum, {
    description:
      "The currency of this request's prices: the one named in x-currency, else chosen from its headers (spec §9): Accept-Language region first, then x-region, then x-time-zone, else US.",
  })
  currency(@Ctx() context: Context): Currency {
    return context.currency;
  }
}
