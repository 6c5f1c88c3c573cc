import {
  Arg,
  Args,
  ArgsType,
  Ctx,
  Directive,
  Field,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { Diagram as DiagramModel } from '../../domain/diagram';
import type { Favourite as FavouriteModel } from '../../domain/favourite';
import type { Locale } from '../../domain/locales';
import type { Context } from '../context';
import { Diagram } from '../catalogue/diagram';
import { LocaleEnum } from '../shared/locale';
import { AddFavouriteResult, Favourite, Wishlist } from './wishlist';

const ANONYMOUS_ID = {
  nullable: true,
  description: "The visitor's anonymous id (ignored with a bearer: the account's wishlist is meant).",
} as const;

@ArgsType()
class AddFavouriteArgs {
  @Field(() => Int)
  diagramLegacyId!: number;

  @Field(() => String, ANONYMOUS_ID)
  anonymousUserId?: string | null;
}

@ArgsType()
class RemoveFavouriteArgs {
  @Field(() => ID)
  id!: string;

  @Field(() => String, ANONYMOUS_ID)
  anonymousUserId?: string | null;
}

@Resolver(() => Favourite)
export class WishlistResolver {
  @Query(() => Wishlist, {
    description:
      "The bearer's favourites, else the anonymous id's (empty with neither). One shop call, one content call per locale.",
  })
  @Directive('@cacheControl(maxAge: 0, scope: PRIVATE)')
  async wishlist(
    @Arg('anonymousUserId', () => String, ANONYMOUS_ID) anonymousUserId: string | null,
    @Ctx() { wishlist }: Context,
  ): Promise<{ items: FavouriteModel[] }> {
    return { items: await wishlist.items(anonymousUserId) };
  }

  @Mutation(() => AddFavouriteResult, {
    description:
      'Adds a diagram (the same one again answers the existing favourite); without an anonymous id or bearer the shop ' +
      'issues an anonymous id. UNKNOWN_DIAGRAM (diagramLegacyId), INVALID_ANONYMOUS_ID.',
  })
  addFavourite(
    @Args(() => AddFavouriteArgs) { diagramLegacyId, anonymousUserId }: AddFavouriteArgs,
    @Ctx() { wishlist }: Context,
  ): Promise<{ favourite: FavouriteModel; anonymousUserId: string }> {
    return wishlist.add(diagramLegacyId, anonymousUserId);
  }

  @Mutation(() => Boolean, {
    description:
      "Removes a favourite of the bearer or the anonymous id; anyone else's is NOT_FOUND (UNKNOWN_FAVOURITE).",
  })
  removeFavourite(
    @Args(() => RemoveFavouriteArgs) { id, anonymousUserId }: RemoveFavouriteArgs,
    @Ctx() { wishlist }: Context,
  ): Promise<boolean> {
    return wishlist.remove(id, anonymousUserId);
  }

  @FieldResolver(() => Diagram, { nullable: true, description: 'The diagram in the locale asked for; null if gone.' })
  diagram(
    @Root() favourite: FavouriteModel,
    @Arg('locale', () => LocaleEnum) locale: Locale,
    @Ctx() { loaders }: Context,
  ): Promise<DiagramModel | null> {
    return loaders.diagramByLegacyId.load({ locale, value: String(favourite.diagramLegacyId) });
  }
}
