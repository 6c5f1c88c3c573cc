import { type Currency, type Money, displayPrice, toCents } from '@shop/money';
import type { Diagram } from '../domain/diagram';
import type { Locale } from '../domain/locales';
import type { AdvisorConstraints } from './constraints';
import { VOCABULARIES } from './vocabulary';

/** What the advisor knows of a diagram: the catalogue's entry, and enough to check every constraint. */
export interface DiagramFacts {
  diagram: Diagram;
  /** The title's folded words, space-separated and space-padded (" five step process "). */
  titleWords: string;
  slideCount: number;
  categorySlugs: string[];
  /** In a category kept out of the shop's navigation: never recommended. */
  hidden: boolean;
  /** Has a slide showing it in other colours. */
  hasColourVariant: boolean;
}

export interface MatchContext {
  locale: Locale;
  /** The visitor's currency, when the constraints name none. */
  currency: Currency;
  /** The asked category with the slugs below it. */
  categorySlugs?: ReadonlySet<string>;
}

/** The price a ceiling is compared with: the display price in the ceiling's currency (spec §9's rule). */
export function priceOf(facts: DiagramFacts, currency: Currency): Money {
  return displayPrice(facts.diagram.prices, currency);
}

/** Whether a diagram meets every constraint; the topic only ranks, it never filters. */
function satisfies(diagram: DiagramFacts, constraints: AdvisorConstraints, context: MatchContext): boolean {
  if (diagram.hidden) return false;
  const title = diagram.titleWords;
  const { count, minSlides, maxSlides, maxPrice, style, colour } = constraints;
  if (count !== undefined && !namesCount(title, count, context.locale)) return false;
  if (minSlides !== undefined && diagram.slideCount < minSlides) return false;
  if (maxSlides !== undefined && diagram.slideCount > maxSlides) return false;
  if (context.categorySlugs && !diagram.categorySlugs.some((slug) => context.categorySlugs?.has(slug))) return false;
  if (maxPrice !== undefined) {
    const price = priceOf(diagram, constraints.currency ?? context.currency);
    if (toCents(price.amount) > toCents(maxPrice)) return false;
  }
  if (style && !title.includes(` ${VOCABULARIES[context.locale].titleStyles[style]} `)) return false;
  if (colour && !diagram.hasColourVariant) return false;
  return true;
}

/** The title names `count` as a word ("Five-Step") or in digits ("24 Icons"). */
function namesCount(title: string, count: number, locale: Locale): boolean {
  const names = [
    String(count),
    ...Object.entries(VOCABULARIES[locale].numbers)
      .filter(([, value]) => value === count)
      .map(([word]) => word),
  ];
  return names.some((name) => title.includes(` ${name} `));
}

/**
 * The diagrams meeting every constraint, best first: in search order when there is a topic (then the rest
 * of the asked category), else in catalogue order, cheapest first under a price ceiling.
 */
export function rank(
  diagrams: readonly DiagramFacts[],
  searchOrder: readonly string[],
  constraints: AdvisorConstraints,
  context: MatchContext,
): DiagramFacts[] {
  const meets = (facts: DiagramFacts) => satisfies(facts, constraints, context);
  if (constraints.topic !== '') {
    const byId = new Map(diagrams.map((facts) => [facts.diagram.id, facts]));
    const found = searchOrder.flatMap((id) => byId.get(id) ?? []);
    const seen = new Set(found);
    const rest = context.categorySlugs ? diagrams.filter((facts) => !seen.has(facts)) : [];
    return [...found, ...rest].filter(meets);
  }
  const kept = diagrams.filter(meets).sort((a, b) => a.diagram.legacyId - b.diagram.legacyId);
  if (constraints.maxPrice === undefined) return kept;
  const currency = constraints.currency ?? context.currency;
  const cents = new Map(kept.map((facts) => [facts, toCents(priceOf(facts, currency).amount)]));
  // A stable sort: equal prices stay in catalogue order.
  return kept.sort((a, b) => (cents.get(a) ?? 0) - (cents.get(b) ?? 0));
}
