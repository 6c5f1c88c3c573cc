import { registerEnumType } from 'type-graphql';
import { CURRENCIES } from '@shop/money';
import { enumOf } from './enum-of';

export const CurrencyEnum = enumOf(CURRENCIES);

registerEnumType(CurrencyEnum, {
  name: 'Currency',
  description: 'A currency of price sets; USD is the base currency.',
});
