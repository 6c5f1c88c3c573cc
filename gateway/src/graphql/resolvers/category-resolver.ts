import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Category as CategoryModel } from '../../domain/category';
import { type CategoryIcon, categoryIcon } from '../../domain/category-icons';
import type { Locale } from '../../domain/locales';
import type { Context } from '../context';
import { Category } from '../types/category';
import { CategoryIconEnum } from '../types/category-icon';
import { LocaleEnum } from '../types/locale';

const LOCALE_ARG = { description: 'Language of the categories to list.' };

@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => [Category], {
    description: 'Visible categories without a parent, sorted by order: footer links and category navigation.',
  })
  topLevelCategories(
    @Arg('locale', () => LocaleEnum, LOCALE_ARG) locale: Locale,
    @Ctx() { loaders }: Context,
  ): Promise<CategoryModel[]> {
    return loaders.topLevelCategories.load(locale);
  }

  @Query(() => [Category], { description: 'Categories flagged popular, sorted by order: the header dropdown.' })
  popularCategories(
    @Arg('locale', () => LocaleEnum, LOCALE_ARG) locale: Locale,
    @Ctx() { loaders }: Context,
  ): Promise<CategoryModel[]> {
    return loaders.popularCategories.load(locale);
  }

  @Query(() => [Category], {
    description: 'Categories flagged for the menu, sorted by order: the header dropdown group.',
  })
  menuCategories(
    @Arg('locale', () => LocaleEnum, LOCALE_ARG) locale: Locale,
    @Ctx() { loaders }: Context,
  ): Promise<CategoryModel[]> {
    return loaders.menuCategories.load(locale);
  }

  @FieldResolver(() => CategoryIconEnum, {
    nullable: true,
    description: 'Icon chosen by slug; null for categories without one.',
  })
  icon(@Root() category: CategoryModel): CategoryIcon | null {
    return categoryIcon(category.slug);
  }
}
