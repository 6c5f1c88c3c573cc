import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext } from 'graphql';
import { knownOperationTypes } from './known-operation-types';

/**
 * What one GraphQL document may ask, checked before anything runs (OWASP's GraphQL cheat sheet). graphql-armor's
 * defaults are the reference: depth 6, 15 aliases, 50 directives, 1,000 tokens; the cost has its own module
 * (query-cost.ts), because armor's cost limit only multiplies lists by literal `first`/`last` arguments.
 * The web's deepest operation (a diagram page: diagram → categories → parent → localizations) is 4 deep.
 */
export const QUERY_LIMITS = {
  depth: 6,
  aliases: 15,
  directives: 50,
  tokens: 1000,
} as const;

const QUERY_LIMIT_CODES = [
  'MAX_DEPTH_EXCEEDED',
  'MAX_ALIASES_EXCEEDED',
  'MAX_DIRECTIVES_EXCEEDED',
  'MAX_TOKENS_EXCEEDED',
  'QUERY_TOO_COMPLEX',
  'ANSWER_TOO_LARGE',
] as const;
export type QueryLimitCode = (typeof QUERY_LIMIT_CODES)[number];

/** A document over one of the limits; formatError gives it its own code (Apollo labels validation errors as such). */
export class QueryLimitError extends GraphQLError {
  constructor(
    readonly limitCode: QueryLimitCode,
    message: string,
    /** Given, graphql-js reports the error as it is wherever it is thrown, rather than one copy per field. */
    path?: readonly (string | number)[],
  ) {
    super(message, { path, extensions: { code: limitCode, http: { status: 400 } } });
  }
}

/** armor reports "Syntax Error: Query depth limit of 6 exceeded, found 7."; we report it with its own code. */
function reportAs(limitCode: QueryLimitCode) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(new QueryLimitError(limitCode, error.message.replace(/^Syntax Error: /, ''))),
    ],
  };
}

/** graphql-js's own message ("more that", sic) when a document has more tokens than `parseOptions.maxTokens`. */
const TOO_MANY_TOKENS = /^Syntax Error: Document contains more th(?:at|an) \d+ tokens/;

export function isTooManyTokens(error: { message: string }): boolean {
  return TOO_MANY_TOKENS.test(error.message);
}

/**
 * Apollo Server options enforcing the limits: armor's validation rules for depth, aliases and directives; the
 * token limit through graphql-js's parser (armor's Apollo token plugin throws from a hook Apollo treats as a
 * crash); field suggestions ("Did you mean …?") masked in production, where the schema is not for browsing; and
 * operations of a type the schema lacks (subscriptions) refused as invalid rather than failed at execution.
 */
export function queryLimitOptions({ production }: { production: boolean }) {
  const { plugins, validationRules } = new ApolloArmor({
    // Depth counts fields: the web's fragments (…PreviewImage) do not deepen a query.
    maxDepth: { n: QUERY_LIMITS.depth, flattenFragments: true, ...reportAs('MAX_DEPTH_EXCEEDED') },
    maxAliases: { n: QUERY_LIMITS.aliases, ...reportAs('MAX_ALIASES_EXCEEDED') },
    maxDirectives: { n: QUERY_LIMITS.directives, ...reportAs('MAX_DIRECTIVES_EXCEEDED') },
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: production },
  }).protect();
  return {
    plugins,
    validationRules: [...validationRules, knownOperationTypes],
    parseOptions: { maxTokens: QUERY_LIMITS.tokens },
  };
}
