import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'A percentage off one diagram while one of its qualifying diagrams is in the cart (spec §3).',
})
export class SpecialOffer {
  @Field(() => Int, { description: "The shop's offer id: a cart item's specialOfferId." })
  id!: number;

  @Field(() => Int, { description: 'Legacy id of the discounted diagram.' })
  diagramId!: number;

  @Field(() => [Int], { description: 'Legacy ids of the diagrams that make the offer apply when one is in the cart.' })
  qualifyingDiagramIds!: number[];

  @Field(() => String, { description: 'The percentage off as a two-decimal string, e.g. "20.00".' })
  percentOff!: string;
}
