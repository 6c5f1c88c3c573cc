import type { ApolloServerPlugin } from '@apollo/server';
import type { DocumentNode, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import {
  type ComplexityEstimator,
  fieldExtensionsEstimator,
  getComplexity,
  simpleEstimator,
} from 'graphql-query-complexity';
import { QueryLimitError } from './query-limits';

/**
 * The cost of a query: about the number of fields it resolves. 1 per field, a list field multiplied by how many
 * items it holds (its page size, the cart's items, or the typical count in this catalogue), so nested lists
 * multiply. graphql-armor's default budget (5,000) does not multiply lists; with lists multiplied, the web's
 * costliest operation (a sitemap file: 100 diagrams with their slides and both their localizations) costs about
 * 14,500, a full cart of 200 items about 6,400 and a 24-diagram category page about 450; web-operations.test.ts
 * checks every operation of the web at its largest against the limit.
 */
export const MAX_QUERY_COST = 20_000;

/**
 * How many items each list holds, typically, in the seeded catalogue of 1,000 diagrams: 9 top-level, 5 popular
 * and 6 menu categories; up to 5 subcategories; up to 5 categories and 7.8 slides per diagram on average (36 at
 * most); 1 special offer on a few diagrams. A typical count, not the largest, so that what the web asks of many
 * diagrams at once (a sitemap) is priced as it costs.
 */
export const LIST_SIZES = {
  categories: 10,
  subcategories: 5,
  diagramCategories: 3,
  slides: 10,
  offers: 1,
  qualifyingDiagrams: 2,
  localizations: 5,
  currencies: 4,
  // A wishlist page of 100 favourites (the shop keeps up to 500); a customer's few purchases.
  favourites: 100,
  orders: 3,
  // A handful of plans; a ledger page as the shop sends it (200 at most); a library of a year's downloads.
  plans: 10,
  creditEntries: 200,
  library: 50,
} as const;

/** How many items a list field holds at most, for the cost of what is asked of each. */
export function listCost(maxItems: number): ComplexityEstimator {
  return ({ childComplexity }) => 1 + maxItems * childComplexity;
}

/** A paged list costs its page size (the `pageSize` argument) times what is asked of each item. */
export const pagedListCost: ComplexityEstimator = ({ args, childComplexity }) =>
  1 + Math.max(1, Number(args.pageSize) || 1) * childComplexity;

/** A list as long as one of its arguments (e.g. the cart's items), times what is asked of each. */
export function argumentListCost(argument: string): ComplexityEstimator {
  return ({ args, childComplexity }) =>
    1 + Math.max(1, Array.isArray(args[argument]) ? args[argument].length : 1) * childComplexity;
}

/** `__typename` is answered without a resolver, and Apollo Client asks it of every object: it costs nothing. */
const typenameIsFree: ComplexityEstimator = ({ field }) => (field.name === '__typename' ? 0 : undefined);

const estimators = [typenameIsFree, fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })];

/** The cost of one operation of `document` with its variables (which must be valid for it). */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Record<string, unknown>,
  operationName?: string,
): number {
  return getComplexity({ schema, query: document, variables, operationName, estimators });
}

/** The cost, or undefined when the variables do not fit the operation: execution refuses those before any resolver. */
function costOrUndefined(...args: Parameters<typeof queryCost>): number | undefined {
  try {
    return queryCost(...args);
  } catch {
    return undefined;
  }
}

/** Costs of recent operations: the same page asked again (most traffic) is not priced again. */
const KNOWN_COSTS = 5000;
/** Variables longer than this (a large cart) are priced each time rather than kept as a cache key. */
const MAX_CACHED_VARIABLES = 2048;

/** Refuses an operation over MAX_QUERY_COST once its variables are known, before any resolver runs. */
/**
 * What of the variables a cost depends on: those the operation declares (an extra one changes nothing), strings
 * blanked. The estimators read only numbers (pageSize) and list lengths (a cart's items), so distinct search words
 * or urls share one priced entry, while a longer list or a larger page is priced anew.
 */
function costKeyOf(operation: OperationDefinitionNode | undefined, variables: Record<string, unknown> = {}): string {
  const declared = (operation?.variableDefinitions ?? []).map(({ variable }) => variables[variable.name.value]);
  return JSON.stringify(declared, (_key, value) => (typeof value === 'string' ? '' : value));
}

export function queryCostPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  const known = new LRUCache<string, number>({ max: KNOWN_COSTS });
  const costOf = (
    document: DocumentNode,
    queryHash: string,
    operation: OperationDefinitionNode | undefined,
    variables?: Record<string, unknown>,
    operationName?: string,
  ) => {
    const variablesText = costKeyOf(operation, variables);
    if (variablesText.length > MAX_CACHED_VARIABLES) return costOrUndefined(schema, document, variables, operationName);
    const key = `${queryHash}\n${operationName ?? ''}\n${variablesText}`;
    let cost = known.get(key);
    if (cost === undefined) {
      cost = costOrUndefined(schema, document, variables, operationName);
      if (cost !== undefined) known.set(key, cost);
    }
    return cost;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, queryHash, operation, request, operationName }) {
          const cost = costOf(document, queryHash, operation, request.variables, operationName ?? undefined);
          if (cost !== undefined && cost > MAX_QUERY_COST) {
            throw new QueryLimitError(
              'QUERY_TOO_COMPLEX',
              `Query cost limit of ${MAX_QUERY_COST} exceeded, found ${cost}.`,
            );
          }
        },
      };
    },
  };
}
