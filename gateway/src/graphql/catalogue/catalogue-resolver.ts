import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { KNOWN_TAGS, categorySlugOfTag } from '../../domain/catalogue-tags';
import type { CategoryNode, CategoryTree } from '../../domain/category-tree';
import type { Diagram } from '../../domain/diagram';
import type { Locale } from '../../domain/locales';
import { type Page, pagingProblem } from '../../domain/paging';
import type { Context } from '../context';
import { badUserInput, notFound } from '../errors';
import { CatalogueArgs } from './args';
import { DiagramPage } from './pages';
import { pagedListCost } from '../../limits/query-cost';
import { catalogueFromIndex, indexCopyDuringOutage } from '../../search/catalogue-from-index';

@Resolver(() => DiagramPage)
export class CatalogueResolver {
  @Query(() => DiagramPage, {
    description:
      'The catalogue: all diagrams, those with a tag, or those of a category and its subcategories; sorted and paged. ' +
      'An unknown tag or category is NOT_FOUND; page < 1 or pageSize outside 1..100 is BAD_USER_INPUT.',
    complexity: pagedListCost,
  })
  async catalogue(
    @Args(() => CatalogueArgs) { locale, tag, categoryUrl, sort, page, pageSize }: CatalogueArgs,
    @Ctx() { loaders, search }: Context,
  ): Promise<Page<Diagram>> {
    const problem = pagingProblem({ page, pageSize });
    if (problem) throw badUserInput(problem);
    if (tag && categoryUrl) throw badUserInput('Give tag or categoryUrl, not both.');
    let categoryIds: string[] | undefined;
    if (tag || categoryUrl) {
      const tree = await loaders.categoryTree.load(locale);
      categoryIds = tree.withDescendants(namedCategory(tree, { tag, categoryUrl, locale }).id);
    }
    const filter = { locale, categoryIds, sort, page, pageSize };
    try {
      return await loaders.cataloguePage.load(filter);
    } catch (error) {
      // The backend is down and this page was never read: listed from the search index's copy.
      return catalogueFromIndex(await indexCopyDuringOutage(error, search, locale), filter);
    }
  }
}

/** The category a tag or a localized url names; NOT_FOUND when there is none. */
function namedCategory(
  tree: CategoryTree,
  { tag, categoryUrl, locale }: { tag?: string | null; categoryUrl?: string | null; locale: Locale },
): CategoryNode {
  if (tag) {
    const slug = categorySlugOfTag(tag);
    const category = slug && tree.bySlug(slug);
    if (!category) throw notFound(`Unknown tag "${tag}". Known tags: ${KNOWN_TAGS.join(', ')}.`);
    return category;
  }
  const category = tree.byUrl(categoryUrl ?? '');
  if (!category) throw notFound(`No category with url "${categoryUrl}" in locale ${locale}.`);
  return category;
}
