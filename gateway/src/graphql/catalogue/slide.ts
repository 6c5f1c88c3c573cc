import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { Locale } from '../../domain/locales';
import { Image } from './image';
import { LocaleEnum } from '../shared/locale';
import { LocalizedLink } from '../shared/localized-link';
import { LIST_SIZES, listCost } from '../../limits/query-cost';

@ObjectType({ description: 'One slide of a diagram, in one locale.' })
export class Slide {
  @Field(() => ID, { description: 'Stable identifier, the same in every locale (Strapi documentId).' })
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'Localized path segment of the slide page: /slides/{urlTitle}.' })
  urlTitle!: string;

  @Field(() => Int, { description: 'Position in its diagram, from 1.' })
  number!: number;

  @Field(() => LocaleEnum)
  locale!: Locale;

  @Field(() => Image, { nullable: true })
  image!: Image | null;

  @Field(() => [LocalizedLink], {
    description: 'The slide in the other locales (url is the url_title there).',
    complexity: listCost(LIST_SIZES.localizations),
  })
  localizations!: LocalizedLink[];
}
