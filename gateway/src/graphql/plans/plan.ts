import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A credit plan (spec §3) in one locale; its price is resolved in the request currency.' })
export class Plan {
  @Field(() => ID, { description: 'Stable identifier, the same in every locale (Strapi documentId).' })
  id!: string;

  @Field(() => Int, { description: 'The plan id of spec §7 (legacy id).' })
  legacyId!: number;

  @Field(() => String)
  name!: string;

  @Field(() => Int, { description: 'Credits granted each paid period.' })
  credits!: number;

  @Field(() => Int, { description: 'Extra credits granted with each paid period.' })
  bonus!: number;

  @Field(() => Int)
  paymentCycleMonths!: number;

  @Field(() => Int, { description: 'How long granted credits stay spendable.' })
  creditsExpirationDays!: number;
}
