import { Ctx, Query, Resolver } from 'type-graphql';
import type { Currency } from '@shop/money';
import type { Context } from '../context';
import { CurrencyEnum } from '../types/currency';

@Resolver()
export class CurrencyResolver {
  @Query(() => CurrencyEnum, {
    description:
      'The currency chosen for this request (spec §9) from its headers: Accept-Language region first, then x-region, then x-time-zone, else US.',
  })
  currency(@Ctx() context: Context): Currency {
    return context.currency;
  }
}
