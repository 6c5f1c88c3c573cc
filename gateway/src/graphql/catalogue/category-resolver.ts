import { Arg, Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Category as CategoryModel } from '../../domain/category';
import { type CategoryIcon, categoryIcon } from '../../domain/category-icons';
import { inLocale } from '../../domain/localized-category';
import type { LocalizedLink as LocalizedLinkModel } from '../../domain/localized-link';
import type { Locale } from '../../domain/locales';
import { MESSAGES } from '../../domain/messages';
import { BUNDLES_CATEGORY_URL } from '../../domain/special-categories';
import type { Context } from '../context';
import { LocalizedUrlArgs } from './args';
import { Category } from './category';
import { CategoryIconEnum } from './category-icon';
import { LocaleEnum } from '../shared/locale';
import { LocalizedLink } from '../shared/localized-link';
import { LIST_SIZES, listCost } from '../../limits/query-cost';

const LOCALE_ARG = { description: 'Language of the categories to list.' };

@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => [Category], {
    description: 'Visible categories without a parent, sorted by order: footer links and category navigation.',
    complexity: listCost(LIST_SIZES.categories),
  })
  topLevelCategories(
    @Arg('locale', () => LocaleEnum, LOCALE_ARG) locale: Locale,
    @Ctx() { loaders }: Context,
  ): Promise<CategoryModel[]> {
    return loaders.topLevelCategories.load(locale);
  }

  @Query(() => [Category], {
    description: 'Categories flagged popular, sorted by order: the header dropdown.',
    complexity: listCost(LIST_SIZES.categories),
  })
  popularCategories(
    @Arg('locale', () => LocaleEnum, LOCALE_ARG) locale: Locale,
    @Ctx() { loaders }: Context,
  ): Promise<CategoryModel[]> {
    return loaders.popularCategories.load(locale);
  }

  @Query(() => [Category], {
    description: 'Categories flagged for the menu, sorted by order: the header dropdown group.',
    complexity: listCost(LIST_SIZES.categories),
  })
  menuCategories(
    @Arg('locale', () => LocaleEnum, LOCALE_ARG) locale: Locale,
    @Ctx() { loaders }: Context,
  ): Promise<CategoryModel[]> {
    return loaders.menuCategories.load(locale);
  }

  @Query(() => Category, {
    nullable: true,
    description: 'The category with this localized url (hidden ones too); null when there is none.',
  })
  async category(
    @Args(() => LocalizedUrlArgs) { locale, url }: LocalizedUrlArgs,
    @Ctx() { loaders }: Context,
  ): Promise<CategoryModel | null> {
    return (await loaders.categoryTree.load(locale)).byUrl(url) ?? null;
  }

  @Query(() => Category, {
    nullable: true,
    description: `Spec §7: the bundles category in this locale; null (and "${MESSAGES.bundlesLocalizationMissing}" logged) when it has no localization there.`,
  })
  async bundlesCategory(
    @Arg('locale', () => LocaleEnum) locale: Locale,
    @Ctx() { loaders, logger }: Context,
  ): Promise<CategoryModel | null> {
    const bundles = inLocale(await loaders.englishCategory.load(BUNDLES_CATEGORY_URL), locale);
    if (!bundles) logger.error({ locale }, MESSAGES.bundlesLocalizationMissing);
    return bundles ?? null;
  }

  @FieldResolver(() => Category, { nullable: true, description: 'The category above this one; null at the top level.' })
  async parent(@Root() category: CategoryModel, @Ctx() { loaders }: Context): Promise<CategoryModel | null> {
    return (await loaders.categoryTree.load(category.locale)).parentOf(category.id) ?? null;
  }

  @FieldResolver(() => [Category], {
    description: 'The visible categories right below this one, sorted by order.',
    complexity: listCost(LIST_SIZES.subcategories),
  })
  async children(@Root() category: CategoryModel, @Ctx() { loaders }: Context): Promise<CategoryModel[]> {
    return (await loaders.categoryTree.load(category.locale)).childrenOf(category.id);
  }

  @FieldResolver(() => [LocalizedLink], {
    description: 'The category in the other locales.',
    complexity: listCost(LIST_SIZES.localizations),
  })
  async localizations(@Root() category: CategoryModel, @Ctx() { loaders }: Context): Promise<LocalizedLinkModel[]> {
    return (await loaders.categoryTree.load(category.locale)).byId(category.id)?.localizations ?? [];
  }

  @FieldResolver(() => CategoryIconEnum, {
    nullable: true,
    description: 'Icon chosen by slug; null for categories without one.',
  })
  icon(@Root() category: CategoryModel): CategoryIcon | null {
    return categoryIcon(category.slug);
  }
}
