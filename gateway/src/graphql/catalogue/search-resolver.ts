import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { Diagram } from '../../domain/diagram';
import { MESSAGES } from '../../domain/messages';
import { type Page, pageOf, pagingProblem } from '../../domain/paging';
import { sanitizeSearchQuery } from '../../search/query';
import type { Context } from '../context';
import { badUserInput } from '../errors';
import { SearchArgs } from './args';
import { SearchResults } from './pages';
import { pagedListCost } from '../../limits/query-cost';

@Resolver(() => SearchResults)
export class SearchResolver {
  @Query(() => SearchResults, {
    description:
      'Diagrams whose title (or a slide title) matches the query in this language: stemmed, one typo tolerated, ranked, paged. ' +
      `A blank query is BAD_USER_INPUT "${MESSAGES.searchQueryRequired}".`,
    complexity: pagedListCost,
  })
  async search(
    @Args(() => SearchArgs) { locale, query, page, pageSize }: SearchArgs,
    @Ctx() { search }: Context,
  ): Promise<Page<Diagram> & { query: string }> {
    const problem = pagingProblem({ page, pageSize });
    if (problem) throw badUserInput(problem);
    const cleaned = sanitizeSearchQuery(query);
    if (!cleaned) throw badUserInput(MESSAGES.searchQueryRequired);

    // From the index alone (rebuilt when content changes): no backend call, so search answers through an outage.
    return { query: cleaned, ...pageOf(await search.ranked(locale, cleaned), { page, pageSize }) };
  }
}
