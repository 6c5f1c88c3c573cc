import fs from 'node:fs';
import path from 'node:path';
import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type TypeNode,
  parse,
  print,
  specifiedRules,
  validate,
  visit,
} from 'graphql';
import { buildGatewaySchema } from '../graphql/schema';
import { MAX_QUERY_COST, queryCost } from './query-cost';
import { QUERY_LIMITS, queryLimitOptions } from './query-limits';

/** As Apollo Client sends a document: `__typename` asked of every object. */
function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: (set: SelectionSetNode) =>
      set.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename')
        ? set
        : {
            ...set,
            selections: [...set.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }],
          },
  });
}

/** Every operation the web sends (web/src/**\/*.graphql), with its fragments, as one document, as Apollo Client sends it. */
function webDocument() {
  const files: string[] = [];
  const visit = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.graphql')) files.push(full);
    }
  };
  visit(path.resolve(__dirname, '../../../web/src'));
  return withTypenames(parse(files.map((file) => fs.readFileSync(file, 'utf8')).join('\n'), { maxTokens: 100_000 }));
}

/** The largest values the web sends, by variable type: a sitemap file of 100 diagrams, a full cart of 200. */
const LARGEST_VALUES: Record<string, unknown> = {
  Int: 100,
  String: 'x',
  ID: '1',
  Boolean: true,
  Locale: 'en',
  CatalogueSort: 'ORIGINAL',
  CartItemInput: Array.from({ length: 200 }, (_, index) => ({ diagramId: index + 1 })),
  CustomerInput: { email: 'ada@example.com', name: 'Ada', country: 'GB' },
  CardInput: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', name: 'Ada' },
  FreeSampleInput: { email: 'ada@example.com', message: 'x'.repeat(2000), agreement: true, humanProof: 'x' },
  ContactMessageInput: {
    name: 'Ada',
    email: 'ada@example.com',
    message: 'x'.repeat(5000),
    agreement: true,
    humanProof: 'x',
  },
};

const namedType = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type));

function largestVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      LARGEST_VALUES[namedType(definition.type)],
    ]),
  );
}

const schema = buildGatewaySchema();
const document = webDocument();
const operations = document.definitions.filter(
  (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
);

const fragments = new Map(
  document.definitions
    .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
    .map((fragment) => [fragment.name.value, fragment]),
);

/** The text the web sends for an operation: the operation and every fragment it spreads, with __typename. */
function sentText(operation: OperationDefinitionNode): string {
  const used = new Map<string, DefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread: (spread) => {
        if (used.has(spread.name.value)) return;
        const fragment = fragments.get(spread.name.value)!;
        used.set(spread.name.value, fragment);
        collect(fragment);
      },
    });
  collect(operation);
  return [operation, ...used.values()].map((definition) => print(definition)).join('\n');
}

describe("the web's own operations", () => {
  it('are all found', () => {
    expect(operations.map((operation) => operation.name?.value)).toEqual(
      expect.arrayContaining(['PriceCart', 'CreateOrder', 'PayOrder', 'SitemapDiagrams', 'CategoryPage']),
    );
  });

  it('pass every limit: depth, aliases, directives, tokens', () => {
    const { validationRules } = queryLimitOptions({ production: true });
    expect(validate(schema, document, [...specifiedRules, ...validationRules])).toEqual([]);
    for (const operation of operations) {
      expect(() => parse(sentText(operation), { maxTokens: QUERY_LIMITS.tokens })).not.toThrow();
    }
  });

  it.each(operations.map((operation) => [operation.name!.value, operation] as const))(
    '%s stays within the cost limit at its largest',
    (name, operation) => {
      expect(queryCost(schema, document, largestVariables(operation), name)).toBeLessThanOrEqual(MAX_QUERY_COST);
    },
  );
});
