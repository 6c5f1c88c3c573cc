import { type Currency, toCents } from '@shop/money';
import type { CategoryTree } from '../domain/category-tree';
import type { Diagram } from '../domain/diagram';
import type { Locale } from '../domain/locales';
import type { DiagramSearch } from '../search/diagram-search';
import { sanitizeSearchQuery } from '../search/query';
import { type AdvisorConstraints, isEmpty, mergeConstraints } from './constraints';
import { type DiagramFacts, type MatchContext, priceOf, rank } from './matching';
import { namedCategories, parseRequest } from './parse-request';

/** How many diagrams one answer recommends. */
export const PICKS = 3;

export type AdvisorReplyKind = 'RECOMMENDATIONS' | 'QUESTION' | 'NO_MATCH';
/** What the advisor asks back: for now, what kind of diagram (a message that says nothing of it). */
export type AdvisorQuestion = 'DIAGRAM_KIND';

/** An embedded answer: codes, constraints and the diagrams recommended. */
export interface EmbeddedAnswer {
  kind: AdvisorReplyKind;
  question?: AdvisorQuestion;
  constraints: AdvisorConstraints;
  /** Best first, at most PICKS. */
  diagrams: Diagram[];
}

/** What the embedded advisor reads: the catalogue's facts, its categories and the title search of a locale. */
export interface CatalogueView {
  facts: DiagramFacts[];
  tree: CategoryTree;
  search: DiagramSearch;
}

/**
 * The advisor that needs no model: reads constraints from the message (parse-request.ts), merges them with the
 * conversation's, searches titles for the topic and keeps the diagrams meeting every constraint.
 */
export async function embeddedAnswer(
  view: CatalogueView,
  request: { locale: Locale; currency: Currency; message: string; previous: AdvisorConstraints },
): Promise<EmbeddedAnswer> {
  const { locale, currency, message, previous } = request;
  const parsed = parseRequest(locale, message);
  const visible = view.tree.nodes.filter((node) => !node.hidden);
  const [category] = namedCategories(locale, message, visible);
  // "Hello" in the middle of a conversation asks again rather than repeating the last answer.
  const saidNothing =
    parsed.topic === '' &&
    category === undefined &&
    !parsed.cheaper &&
    [parsed.count, parsed.minSlides, parsed.maxSlides, parsed.maxPrice, parsed.style, parsed.colour].every(
      (value) => value === undefined,
    );
  let constraints = mergeConstraints(previous, parsed, category, currency);
  if (saidNothing || isEmpty(constraints)) {
    return { kind: 'QUESTION', question: 'DIAGRAM_KIND', constraints: previous, diagrams: [] };
  }

  if (parsed.cheaper) constraints = await belowBestMatch(view, locale, currency, previous, constraints);
  const ranked = await matching(view, locale, currency, constraints);
  return {
    kind: ranked.length > 0 ? 'RECOMMENDATIONS' : 'NO_MATCH',
    constraints,
    diagrams: ranked.slice(0, PICKS).map((facts) => facts.diagram),
  };
}

/** The diagrams meeting `constraints`, best first. */
export async function matching(
  view: CatalogueView,
  locale: Locale,
  currency: Currency,
  constraints: AdvisorConstraints,
): Promise<DiagramFacts[]> {
  const query = sanitizeSearchQuery(constraints.topic);
  const searchOrder = query ? (await view.search.ranked(locale, query)).map((diagram) => diagram.id) : [];
  const category = constraints.category ? view.tree.bySlug(constraints.category) : undefined;
  const context: MatchContext = {
    locale,
    currency,
    ...(constraints.category && {
      // An unknown or hidden category matches nothing rather than everything.
      categorySlugs: new Set(
        category && !category.hidden
          ? view.tree.withDescendants(category.id).flatMap((id) => view.tree.byId(id)?.slug ?? [])
          : [],
      ),
    }),
  };
  return rank(view.facts, searchOrder, { ...constraints, topic: query }, context);
}

/** "Cheaper": a ceiling just below the price of the best match so far, in the ceiling's currency. */
async function belowBestMatch(
  view: CatalogueView,
  locale: Locale,
  currency: Currency,
  previous: AdvisorConstraints,
  constraints: AdvisorConstraints,
): Promise<AdvisorConstraints> {
  if (isEmpty(previous)) return constraints;
  const [best] = await matching(view, locale, currency, previous);
  if (!best) return constraints;
  const ceilingCurrency = constraints.currency ?? currency;
  const below = (toCents(priceOf(best, ceilingCurrency).amount) - 1) / 100;
  const maxPrice = Math.max(0, Math.min(constraints.maxPrice ?? below, below));
  return { ...constraints, maxPrice, currency: ceilingCurrency };
}
