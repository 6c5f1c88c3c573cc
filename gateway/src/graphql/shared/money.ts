import { Field, ObjectType } from 'type-graphql';
import type { Currency } from '@shop/money';
import { CurrencyEnum } from './currency';

@ObjectType({
  description: 'An amount in one currency. amount is a decimal string with two decimals, e.g. "19.00" (never a float).',
})
export class Money {
  @Field(() => String)
  amount!: string;

  @Field(() => CurrencyEnum)
  currency!: Currency;
}
