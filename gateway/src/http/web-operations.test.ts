import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Kind, type OperationDefinitionNode, type TypeNode, parse, specifiedRules, validate } from 'graphql';
import { buildGatewaySchema } from '../graphql/schema';
import { loadManifest } from './trusted-documents';
import { MAX_QUERY_COST, queryCost } from '../limits/query-cost';
import { QUERY_LIMITS, queryLimitOptions } from '../limits/query-limits';

/** Every operation the web sends: the manifest codegen writes (trusted documents), text by hash. */
const manifest = loadManifest();

/** The operation definitions of web/src/**\/*.graphql, to check the manifest against. */
function webOperationNames(): string[] {
  const files: string[] = [];
  const visit = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.graphql')) files.push(full);
    }
  };
  visit(path.resolve(__dirname, '../../../web/src'));
  return parse(files.map((file) => fs.readFileSync(file, 'utf8')).join('\n'), { maxTokens: 100_000 })
    .definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
    .map((definition) => (definition as OperationDefinitionNode).name!.value);
}

/** The largest values the web sends, by variable type: a sitemap file of 100 diagrams, a full cart of 200. */
const LARGEST_VALUES: Record<string, unknown> = {
  Int: 100,
  String: 'x',
  ID: '1',
  Boolean: true,
  Locale: 'en',
  CatalogueSort: 'ORIGINAL',
  ProtectedForm: 'CONTACT',
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
const sent = [...manifest.values()].map((text) => {
  const document = parse(text, { maxTokens: QUERY_LIMITS.tokens });
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  return { name: operation.name!.value, operation, document };
});

describe("the web's own operations", () => {
  it("are all in the manifest, Apollo Client's ones too", () => {
    expect(sent.map(({ name }) => name).sort()).toEqual(webOperationNames().sort());
    const apollo = loadManifest(path.resolve(__dirname, '../../../web/src/gql/apollo/persisted-documents.json'));
    expect(apollo.size).toBeGreaterThan(0);
    for (const [hash, text] of apollo) expect(manifest.get(hash)).toBe(text);
  });

  it('are named by the sha256 of their text, which asks __typename of every object', () => {
    for (const [hash, text] of manifest) {
      expect(createHash('sha256').update(text).digest('hex')).toBe(hash);
      expect(text).not.toMatch(/\{ (?!__typename )/);
    }
  });

  it('pass every limit: depth, aliases, directives, tokens', () => {
    const { validationRules } = queryLimitOptions({ production: true });
    for (const { document } of sent)
      expect(validate(schema, document, [...specifiedRules, ...validationRules])).toEqual([]);
  });

  it.each(sent.map(({ name, operation, document }) => [name, operation, document] as const))(
    '%s stays within the cost limit at its largest',
    (name, operation, document) => {
      expect(queryCost(schema, document, largestVariables(operation), name)).toBeLessThanOrEqual(MAX_QUERY_COST);
    },
  );
});
