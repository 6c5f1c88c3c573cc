import type { ApolloServerPlugin } from '@apollo/server';
import type { DocumentNode, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import {
  type ComplexityEstimator,
  fieldExtensionsEstimator,
  getComplexity,
  simpleEstimator,
} from 'graphql-query-complexity';
import { MAX_ANSWER_FIELDS } from './answer-budget';
import { type ExecutionAdmission, GatewayBusyError } from './execution-admission';
import { QueryLimitError } from './query-limits';

/**
 * The cost of a query: about the number of fields it resolves. 1 per field, a list field multiplied by how many
 * items it can hold (its page size, the cart's items, or the largest count in the data), so nested lists multiply
 * and the cost bounds what resolving the query can cost. With lists at their largest, the web's costliest
 * operation (a sitemap file: 100 diagrams with their slides and both their localizations) costs 48,301, its
 * categories file 13,932, a wishlist of 500 favourites 8,502, a full cart of 200 items 6,401;
 * web-operations.test.ts checks every operation of the web at its largest against the limit. 15 aliases of a
 * diagram's slides' diagram's slides (the issue 29 probe, 1.87 MB) cost 59,430.
 */
export const MAX_QUERY_COST = 50_000;

/**
 * How many items each list holds at most: a bound of the shop (5 locales, 4 currencies, the shop's 500 favourites
 * and 200 ledger entries a page) or the largest count in the seeded catalogue of 1,000 diagrams (9 top-level, 5
 * popular and 6 menu categories; up to 5 subcategories; up to 5 categories and 36 slides a diagram; 1 special offer
 * on a diagram, with 2 qualifying diagrams at most). Issue 29: typical counts (10 slides) let a query of 36 × 36
 * slides through at a tenth of its cost. Orders and the library are one customer's own, behind a session.
 */
export const LIST_SIZES = {
  categories: 10,
  subcategories: 5,
  diagramCategories: 5,
  slides: 36,
  offers: 1,
  qualifyingDiagrams: 2,
  localizations: 5,
  currencies: 4,
  favourites: 500,
  // A customer's few purchases; a handful of plans; a library of a year's downloads.
  orders: 3,
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

/**
 * What of the variables a cost depends on: those the operation declares (an extra one changes nothing), strings
 * blanked. The estimators read only numbers (pageSize) and list lengths (a cart's items), so distinct search words
 * or urls share one priced entry, while a longer list or a larger page is priced anew.
 */
function costKeyOf(operation: OperationDefinitionNode | undefined, variables: Record<string, unknown> = {}): string {
  const declared = (operation?.variableDefinitions ?? []).map(({ variable }) => variables[variable.name.value]);
  return JSON.stringify(declared, (_key, value) => (typeof value === 'string' ? '' : value));
}

/**
 * Refuses an operation over MAX_QUERY_COST once its variables are known, before any resolver runs; with
 * `admission`, the others run once their cost fits beside what is being answered (execution-admission.ts).
 */
export function queryCostPlugin(schema: GraphQLSchema, admission?: ExecutionAdmission): ApolloServerPlugin {
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
      let leave: (() => void) | undefined;
      let retryAfter: number | undefined;
      return {
        async didResolveOperation({ document, queryHash, operation, request, operationName }) {
          const cost = costOf(document, queryHash, operation, request.variables, operationName ?? undefined);
          // Without a cost the variables do not fit: execution refuses them before any resolver.
          if (cost === undefined) return;
          if (cost > MAX_QUERY_COST) {
            throw new QueryLimitError(
              'QUERY_TOO_COMPLEX',
              `Query cost limit of ${MAX_QUERY_COST} exceeded, found ${cost}.`,
            );
          }
          try {
            // It never resolves more than MAX_ANSWER_FIELDS, whatever its price.
            leave = await admission?.enter(Math.min(cost, MAX_ANSWER_FIELDS));
          } catch (error) {
            if (error instanceof GatewayBusyError) retryAfter = error.retryAfterSeconds;
            throw error;
          }
        },
        async willSendResponse({ response }) {
          leave?.();
          if (retryAfter !== undefined) response.http.headers.set('retry-after', String(retryAfter));
        },
      };
    },
  };
}
