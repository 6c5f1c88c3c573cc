import qs from 'qs';

/** A Strapi REST query (filters, populate, fields, sort, pagination, locale), serialised with brackets. */
export type StrapiQuery = { [key: string]: unknown };

/**
 * Parse-side limits of the qs parser on the other end (spec §9: depth 5, array limit 20, parameter limit 1000).
 * Past them qs silently turns arrays into objects and deep keys into literal strings, so we refuse to send such a query.
 */
const QUERY_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const;

export class QueryLimitError extends Error {
  override name = 'QueryLimitError';
}

/** `{filters: {hidden: {$eq: false}}}` → `filters[hidden][$eq]=false` (keys stay readable, values are encoded). */
export function serializeQuery(query: StrapiQuery): string {
  checkNesting(query, '', 0);
  const search = qs.stringify(query, { encodeValuesOnly: true });
  const parameters = search === '' ? 0 : search.split('&').length;
  if (parameters > QUERY_LIMITS.parameterLimit) {
    throw new QueryLimitError(`Query has ${parameters} parameters, more than ${QUERY_LIMITS.parameterLimit}`);
  }
  return search;
}

function checkNesting(value: unknown, key: string, brackets: number): void {
  if (Array.isArray(value) && value.length > QUERY_LIMITS.arrayLimit) {
    throw new QueryLimitError(`Query array ${key} has ${value.length} items, more than ${QUERY_LIMITS.arrayLimit}`);
  }
  if (value === null || typeof value !== 'object') {
    if (brackets > QUERY_LIMITS.depth) {
      throw new QueryLimitError(`Query key ${key} is nested deeper than ${QUERY_LIMITS.depth} levels`);
    }
    return;
  }
  const depth = key === '' ? 0 : brackets + 1;
  for (const [child, childValue] of Object.entries(value)) {
    checkNesting(childValue, key === '' ? child : `${key}[${child}]`, depth);
  }
}
