import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CODE_STATUSES, type CodeStatus, DEFAULT_LICENSE_ID } from '../../domain/cart';
import { enumOf } from '../shared/enum-of';
import { Money } from '../shared/money';
import { LIST_SIZES, listCost } from '../../limits/query-cost';

const CodeStatusEnum = enumOf(CODE_STATUSES);

registerEnumType(CodeStatusEnum, {
  name: 'CodeStatus',
  description: "What the shop made of the cart's discount code.",
  valuesConfig: {
    APPLIED: { description: 'Valid: it discounts at least one line.' },
    UNKNOWN: { description: 'No such code.' },
    EXPIRED: { description: 'The code exists but is no longer (or not yet) valid.' },
  },
});

@InputType({ description: 'A cart item. Prices are never sent: the shop prices the cart.' })
export class CartItemInput {
  @Field(() => Int, { description: "The diagram's legacyId (the shop's diagram_id)." })
  diagramId!: number;

  @Field(() => Int, {
    nullable: true,
    defaultValue: DEFAULT_LICENSE_ID,
    description: "1, 'Single user', is the only licence.",
  })
  licenseId?: number | null;

  @Field(() => Int, { nullable: true, description: 'A special offer (legacy id) claimed for this line.' })
  specialOfferId?: number | null;
}

@ObjectType({ description: "A licence of a cart line (spec §9: 1 is 'Single user')." })
export class License {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  description!: string;
}

@ObjectType({
  description:
    'A priced line. price, discount and subtotal show the price sets prices, discounts and subtotals in the ' +
    "request's currency (spec §9); subtotal = price − discount.",
})
export class CartLine {
  @Field(() => Int, { description: "The diagram's legacyId." })
  diagramId!: number;

  @Field(() => License)
  license!: License;

  @Field(() => [Money], {
    description: 'The price before discounts, per currency, USD first.',
    complexity: listCost(LIST_SIZES.currencies),
  })
  prices!: Money[];

  @Field(() => [Money], {
    description: 'The discount per currency, USD first.',
    complexity: listCost(LIST_SIZES.currencies),
  })
  discounts!: Money[];

  @Field(() => [Money], {
    description: 'prices − discounts, per currency, USD first.',
    complexity: listCost(LIST_SIZES.currencies),
  })
  subtotals!: Money[];

  @Field(() => Int, { nullable: true })
  specialOfferId!: number | null;
}

@ObjectType({ description: 'A cart as the shop priced it (one shop call per cart).' })
export class PricedCart {
  @Field(() => [CartLine])
  lines!: CartLine[];

  @Field(() => String, { nullable: true, description: 'The discount code sent, trimmed; null without one.' })
  code!: string | null;

  @Field(() => CodeStatusEnum, { nullable: true, description: 'null without a code.' })
  codeStatus!: CodeStatus | null;

  @Field(() => [Money], {
    description: "Sum of the lines' subtotals, per currency.",
    complexity: listCost(LIST_SIZES.currencies),
  })
  totals!: Money[];

  @Field(() => [Money], {
    description: "Sum of the lines' discounts, per currency.",
    complexity: listCost(LIST_SIZES.currencies),
  })
  discountTotals!: Money[];

  @Field(() => Boolean, { description: 'Some discount amount is above 0 (spec §4).' })
  hasDiscount!: boolean;
}
