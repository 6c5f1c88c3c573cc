import { Field, ID, Int, ObjectType } from 'type-graphql';
import { LIST_SIZES, listCost } from '../../limits/query-cost';

@ObjectType({ description: "A wishlist entry: a diagram kept by an account or by an anonymous visitor's id." })
export class Favourite {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  diagramLegacyId!: number;

  @Field(() => String, { nullable: true, description: 'The anonymous owner, when no account owns it.' })
  anonymousUserId!: string | null;
}

@ObjectType({ description: "The bearer's favourites, else an anonymous id's; oldest first." })
export class Wishlist {
  @Field(() => [Favourite], { complexity: listCost(LIST_SIZES.favourites) })
  items!: Favourite[];
}

@ObjectType()
export class AddFavouriteResult {
  @Field(() => Favourite)
  favourite!: Favourite;

  @Field(() => String, {
    description: 'The anonymous id to keep (the one sent, or the one the shop issued); empty for an account.',
  })
  anonymousUserId!: string;
}
