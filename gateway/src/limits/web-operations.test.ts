import fs from 'node:fs';
import path from 'node:path';
import { Kind, type OperationDefinitionNode, type TypeNode, parse, specifiedRules, validate } from 'graphql';
import { buildGatewaySchema } from '../graphql/schema';
import { MAX_QUERY_COST, queryCost } from './query-cost';
import { QUERY_LIMITS, queryLimitOptions } from './query-limits';

/** Every operation the web sends (web/src/**\/*.graphql), with its fragments, as one document. */
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
  return parse(files.map((file) => fs.readFileSync(file, 'utf8')).join('\n'), { maxTokens: 100_000 });
}

/** The largest values the web sends, by variable type: a sitemap file of 100 diagrams, a full cart of 200. */
const LARGEST_VALUES: Record<string, unknown> = {
  Int: 100,
  String: 'x',
  Locale: 'en',
  CatalogueSort: 'ORIGINAL',
  CartItemInput: Array.from({ length: 200 }, (_, index) => ({ diagramId: index + 1 })),
  CustomerInput: { email: 'ada@example.com', name: 'Ada', country: 'GB' },
  CardInput: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', name: 'Ada' },
};

const namedType = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type));

function largestVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => [definition.variable.name.value, LARGEST_VALUES[namedType(definition.type)]]),
  );
}

const schema = buildGatewaySchema();
const document = webDocument();
const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);

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
      const source = operation.loc!.source.body.slice(operation.loc!.start, operation.loc!.end);
      expect(() => parse(source, { maxTokens: QUERY_LIMITS.tokens })).not.toThrow();
    }
  });

  it.each(operations.map((operation) => [operation.name!.value, operation] as const))('%s stays within the cost limit at its largest', (name, operation) => {
    expect(queryCost(schema, document, largestVariables(operation), name)).toBeLessThanOrEqual(MAX_QUERY_COST);
  });
});
