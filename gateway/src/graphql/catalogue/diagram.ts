import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { Locale } from '../../domain/locales';
import { Image } from './image';
import { LocaleEnum } from '../shared/locale';
import { LocalizedLink } from '../shared/localized-link';
import { Money } from '../shared/money';
import { LIST_SIZES, listCost } from '../../limits/query-cost';

@ObjectType({ description: 'A slide template (product) in one locale.' })
export class Diagram {
  @Field(() => ID, { description: 'Stable identifier, the same in every locale (Strapi documentId).' })
  id!: string;

  @Field(() => Int, { description: 'Identifier of the shop API (spec §7: cart, favourites, free product).' })
  legacyId!: number;

  @Field(() => String, { description: 'Localized path segment of the diagram page: /diagrams/{url}.' })
  url!: string;

  @Field(() => String)
  title!: string;

  @Field(() => LocaleEnum)
  locale!: Locale;

  @Field(() => Image, { nullable: true })
  image!: Image | null;

  @Field(() => [Money], { description: 'The price set, USD first.', complexity: listCost(LIST_SIZES.currencies) })
  prices!: Money[];

  @Field(() => Int, { description: 'Credits a download with a plan costs (1 unless the content says more).' })
  creditCost!: number;

  @Field(() => Date, { description: "Release date: Strapi's released_at (the spec's created_at)." })
  createdAt!: Date;

  @Field(() => Int)
  slideCount!: number;

  @Field(() => [LocalizedLink], {
    description: 'The diagram in the other locales.',
    complexity: listCost(LIST_SIZES.localizations),
  })
  localizations!: LocalizedLink[];
}
