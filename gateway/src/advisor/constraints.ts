import type { Currency } from '@shop/money';
import type { ParsedRequest } from './parse-request';
import type { Colour, Style } from './vocabulary';

/** Everything the visitor asked for so far; the web sends it back with the next message (no server-side session). */
export interface AdvisorConstraints {
  /** Words searched in titles; "" when only constraints were given. */
  topic: string;
  /** Steps, levels, circles… the title names. */
  count?: number;
  minSlides?: number;
  maxSlides?: number;
  /** Slug of a visible category. */
  category?: string;
  /** Price ceiling, in `currency`. */
  maxPrice?: number;
  currency?: Currency;
  style?: Style;
  colour?: Colour;
}

export const NO_CONSTRAINTS: AdvisorConstraints = { topic: '' };

/**
 * The constraints after one more message. A new subject (other words, or another category) starts a new
 * search: its count, slides and category go, while the visitor's taste (price, style, colour) stays.
 * A message with no subject ("cheaper", "in blue", "with 10 slides") refines the last search.
 */
export function mergeConstraints(
  previous: AdvisorConstraints,
  parsed: ParsedRequest,
  category: string | undefined,
  currency: Currency,
): AdvisorConstraints {
  const newSubject = parsed.topic !== '' || (category !== undefined && category !== previous.category);
  const kept: AdvisorConstraints = newSubject
    ? {
        topic: parsed.topic,
        maxPrice: previous.maxPrice,
        currency: previous.currency,
        style: previous.style,
        colour: previous.colour,
      }
    : { ...previous };
  const merged: AdvisorConstraints = {
    ...kept,
    ...(category !== undefined && { category }),
    ...(parsed.count !== undefined && { count: parsed.count }),
    ...(parsed.style && { style: parsed.style }),
    ...(parsed.colour && { colour: parsed.colour }),
    ...(parsed.maxPrice && { maxPrice: parsed.maxPrice.amount, currency: parsed.maxPrice.currency ?? currency }),
  };
  if (parsed.minSlides !== undefined) Object.assign(merged, { minSlides: parsed.minSlides, maxSlides: undefined });
  if (parsed.maxSlides !== undefined) Object.assign(merged, { maxSlides: parsed.maxSlides, minSlides: undefined });
  return withoutUnset(merged);
}

/** True when nothing at all is asked for: the advisor asks back. */
export function isEmpty(constraints: AdvisorConstraints): boolean {
  return Object.keys(withoutUnset(constraints)).every((key) => key === 'topic') && constraints.topic === '';
}

function withoutUnset(constraints: AdvisorConstraints): AdvisorConstraints {
  return Object.fromEntries(
    Object.entries(constraints).filter(([, value]) => value !== undefined),
  ) as unknown as AdvisorConstraints;
}
