import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { Category as CategoryModel } from '../../domain/category';
import type { Locale } from '../../domain/locales';
import { LocaleEnum } from '../shared/locale';

@ObjectType({ description: 'A catalogue category in one locale.' })
export class Category implements CategoryModel {
  @Field(() => ID, { description: 'Stable identifier, the same in every locale (Strapi documentId).' })
  id!: string;

  @Field(() => String, { description: 'English key of the category, the same in every locale (e.g. "new").' })
  slug!: string;

  @Field(() => String, { description: 'Localized path segment of the category page: /category/{url}.' })
  url!: string;

  @Field(() => String, { description: 'Localized display name.' })
  name!: string;

  @Field(() => LocaleEnum, { description: 'Locale of url and name.' })
  locale!: Locale;

  @Field(() => Int, { description: 'Position in lists; lists are sorted by it, ascending.' })
  order!: number;

  @Field(() => Boolean, { description: 'Listed among the popular categories of the header dropdown.' })
  popular!: boolean;

  @Field(() => Boolean, { description: 'Listed in the menu-categories group of the header dropdown.' })
  showInMenu!: boolean;

  @Field(() => Boolean, { description: 'Left out of the top-level list (footer and navigation).' })
  hidden!: boolean;
}
