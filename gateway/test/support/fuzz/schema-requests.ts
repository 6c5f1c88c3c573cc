import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  buildSchema,
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { hostileString, hugeString } from './hostile-values';
import { type InputValue, json, literal, nested, validValue, wrongValue } from './input-values';
import type { Random } from './random';

/** What the internal clients import: the committed SDL. */
export function loadPublishedSchema(): GraphQLSchema {
  return buildSchema(readFileSync(path.resolve(__dirname, '../../../../schema/schema.graphql'), 'utf8'));
}

/** One POST /graphql, its body as sent (a JSON text, so that numbers such as 1e400 go as written). */
export interface FuzzRequest {
  kind: string;
  body: string;
}

type AnyField = GraphQLField<unknown, unknown>;

/** Up to `count` distinct fields of `type`. */
function someFields(type: GraphQLObjectType, random: Random, count: number): AnyField[] {
  const fields = Object.values(type.getFields());
  const chosen = new Set<AnyField>();
  for (let i = 0; i < count; i += 1) chosen.add(random.pick(fields));
  return [...chosen];
}

/** Literal arguments for a nested field: its required ones always, optional ones now and then. */
function literalArguments(args: readonly GraphQLArgument[], random: Random): string {
  const given = args.filter((arg) => isNonNullType(arg.type) || random.chance(0.3));
  if (given.length === 0) return '';
  return `(${given.map((arg) => `${arg.name}: ${literal(validValue(arg.type, random))}`).join(', ')})`;
}

/** A selection set for `type`: a few fields, objects followed `depth` more levels. */
function selectionOf(type: GraphQLOutputType, random: Random, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named) || !isObjectType(named)) return '';
  const fields = someFields(named, random, random.int(1, 4)).filter(
    (field) => depth > 0 || isLeafType(getNamedType(field.type)),
  );
  const parts = fields.map((field) => {
    const inner = selectionOf(field.type, random, depth - 1);
    return `${field.name}${literalArguments(field.args, random)}${inner}`;
  });
  if (parts.length === 0 || random.chance(0.1)) parts.push('__typename');
  return ` { ${parts.join(' ')} }`;
}

/** A nested selection `levels` deep through fields that lead to objects, for the depth limit. */
function deepSelection(type: GraphQLObjectType, random: Random, levels: number): string {
  if (levels === 0) return ' { __typename }';
  const objectFields = Object.values(type.getFields()).filter((field) => isObjectType(getNamedType(field.type)));
  if (objectFields.length === 0) return ' { __typename }';
  const field = random.pick(objectFields);
  const next = getNamedType(field.type) as GraphQLObjectType;
  return ` { ${field.name}${literalArguments(field.args, random)}${deepSelection(next, random, levels - 1)} }`;
}

interface RootCall {
  operation: 'query' | 'mutation';
  field: AnyField;
}

/** Which way an argument goes wrong, if one does. */
type Twist = 'none' | 'wrongLiteral' | 'wrongVariable' | 'missing' | 'huge' | 'tooHuge' | 'deepVariable';

/** A document calling `call.field` with its arguments as variables or literals, one of them twisted. */
function callOperation(
  call: RootCall,
  random: Random,
  { twist = 'none', selection }: { twist?: Twist; selection?: string } = {},
): { query: string; variables: string } {
  const twisted = call.field.args.length > 0 ? random.pick(call.field.args) : undefined;
  const declarations: string[] = [];
  const variables: string[] = [];
  const args: string[] = [];
  for (const arg of call.field.args) {
    const isTwisted = arg === twisted && twist !== 'none';
    if (isTwisted && twist === 'missing') continue;
    if (!isTwisted && !isNonNullType(arg.type) && random.chance(0.5)) continue;
    let value: InputValue = validValue(arg.type, random);
    if (isTwisted && (twist === 'wrongLiteral' || twist === 'wrongVariable')) value = wrongValue(arg.type, random);
    // 90 kB fits the 100 kB body; 1 MB does not.
    if (isTwisted && twist === 'huge') value = hugeString(random, 90_000);
    if (isTwisted && twist === 'tooHuge') value = hugeString(random, 1_000_000);
    if (isTwisted && twist === 'deepVariable') value = nested(random.int(5, 5000), 'x', random.chance(0.5));
    const asVariable = twist === 'wrongVariable' || twist === 'deepVariable' || random.chance(0.6);
    if (asVariable) {
      declarations.push(`$${arg.name}: ${arg.type}`);
      variables.push(`${JSON.stringify(arg.name)}:${json(value)}`);
      args.push(`${arg.name}: $${arg.name}`);
    } else args.push(`${arg.name}: ${literal(value)}`);
  }
  const header = declarations.length > 0 ? `(${declarations.join(', ')})` : '';
  const argumentList = args.length > 0 ? `(${args.join(', ')})` : '';
  const body = selection ?? selectionOf(call.field.type, random, random.int(0, 3));
  return {
    query: `${call.operation} Fuzz${header} { ${call.field.name}${argumentList}${body} }`,
    variables: `{${variables.join(',')}}`,
  };
}

const bodyOf = (query: string, variables = '{}', extra = '') =>
  `{"query":${JSON.stringify(query)},"variables":${variables}${extra}}`;

/**
 * Generates requests from the schema: valid-shaped operations with hostile values, wrong types, missing arguments,
 * huge strings, deep nesting, many aliases, fragment cycles, directive spam, variables of the wrong types.
 */
export function schemaRequests(schema: GraphQLSchema, random: Random) {
  const roots: RootCall[] = [];
  for (const [operation, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) roots.push({ operation, field });
  }
  const queries = roots.filter((root) => root.operation === 'query');
  const anyCall = () => (random.chance(0.75) ? random.pick(queries) : random.pick(roots));
  const callRequest = (kind: string, twist: Twist): FuzzRequest => {
    const { query, variables } = callOperation(anyCall(), random, { twist });
    return { kind, body: bodyOf(query, variables) };
  };
  const objectQuery = () => {
    const withObjects = queries.filter((root) => isObjectType(getNamedType(root.field.type)));
    return random.pick(withObjects);
  };

  const cases: ReadonlyArray<readonly [number, () => FuzzRequest]> = [
    [30, () => callRequest('hostile values', 'none')],
    [8, () => callRequest('wrong literal type', 'wrongLiteral')],
    [8, () => callRequest('wrong variable type', 'wrongVariable')],
    [5, () => callRequest('missing argument', 'missing')],
    [4, () => callRequest('huge string', 'huge')],
    [1, () => callRequest('string past the body limit', 'tooHuge')],
    [3, () => callRequest('deeply nested variable', 'deepVariable')],
    [
      5,
      () => {
        const call = objectQuery();
        const selection = deepSelection(getNamedType(call.field.type) as GraphQLObjectType, random, random.int(3, 40));
        const { query, variables } = callOperation(call, random, { selection });
        return { kind: 'deep selection', body: bodyOf(query, variables) };
      },
    ],
    [
      5,
      () => {
        const call = random.pick(queries);
        const { query, variables } = callOperation(call, random);
        const field = query.slice(query.indexOf('{') + 1, query.lastIndexOf('}'));
        const aliases = Array.from({ length: random.int(2, 60) }, (_, i) => `a${i}: ${field}`).join(' ');
        return {
          kind: 'many aliases',
          body: bodyOf(`${query.slice(0, query.indexOf('{'))}{ ${aliases} }`, variables),
        };
      },
    ],
    [
      4,
      () => {
        const call = objectQuery();
        const type = getNamedType(call.field.type) as GraphQLObjectType;
        const leaf =
          Object.values(type.getFields()).find((field) => isLeafType(getNamedType(field.type)))?.name ?? '__typename';
        const cycle = random.pick([
          `fragment A on ${type.name} { ${leaf} ...B } fragment B on ${type.name} { ...A }`,
          `fragment A on ${type.name} { ${leaf} ...A }`,
          `fragment A on ${type.name} { ...B } fragment B on ${type.name} { ...C } fragment C on ${type.name} { ${leaf} ...A }`,
          `fragment A on Query { __typename ...A }`,
          `fragment A on ${type.name} { ${leaf} ... on ${type.name} { ...A } }`,
        ]);
        const { query, variables } = callOperation(call, random, { selection: ' { ...A }' });
        return { kind: 'fragment cycle', body: bodyOf(`${query} ${cycle}`, variables) };
      },
    ],
    [
      4,
      () => {
        const directive = random.pick([
          '@include(if: true)',
          '@skip(if: false)',
          '@include(if: "yes")',
          '@skip',
          '@deprecated',
          '@unknown(x: 1)',
          '@include(if: $flag)',
        ]);
        const { query, variables } = callOperation(anyCall(), random);
        const spam = Array.from({ length: random.int(2, 120) }, () => directive).join(' ');
        // On a __typename beside the call: directives go after a field's arguments, which vary.
        const spammed = query.replace(' { ', ` { __typename ${spam} `);
        return { kind: 'directive spam', body: bodyOf(spammed, variables) };
      },
    ],
    [
      3,
      () => {
        const { query } = callOperation(anyCall(), random);
        const twisted = random.pick([
          // A declared variable of an unknown type, an undeclared one, a list where one value goes.
          query.replace('query Fuzz', 'query Fuzz($x: NoSuchType)'),
          `query Fuzz { topLevelCategories(locale: $undeclared) { id } }`,
          query.replace('query Fuzz', 'query Fuzz($locale: [[Locale!]!]!)'),
          `${query} ${query}`,
          `${query} query Other { __typename }`,
          query.replace('query Fuzz', 'subscription Fuzz'),
        ]);
        return { kind: 'odd operation', body: bodyOf(twisted, '{"x":1,"locale":[["en"]]}') };
      },
    ],
    [
      3,
      () => {
        const levels = random.int(3, 12);
        const introspection = `{ __schema { types { name fields(includeDeprecated: true) { name ${'type { ofType { '.repeat(levels)}name${' } }'.repeat(levels)} } } } }`;
        return {
          kind: 'introspection',
          body: bodyOf(
            random.chance(0.5)
              ? introspection
              : `{ __type(name: ${literal(hostileString(random))}) { name kind fields { name } } }`,
          ),
        };
      },
    ],
    [
      2,
      () => {
        const { query, variables } = callOperation(anyCall(), random);
        const extra = random.pick([
          ',"operationName":"Nope"',
          ',"operationName":null',
          `,"operationName":${JSON.stringify('x'.repeat(random.int(1, 5000)))}`,
          ',"extensions":{"persistedQuery":{"version":1,"sha256Hash":"0000"}}',
          ',"extensions":{"persistedQuery":{"version":2}}',
        ]);
        return { kind: 'odd operation name or extensions', body: bodyOf(query, variables, extra) };
      },
    ],
    [
      3,
      () => {
        const { query, variables } = callOperation(anyCall(), random);
        const at = random.int(0, query.length);
        const noise = random.pick(['"', '{', '}', '(', '$', '\u0000', '\ufeff', '#', '...', '"""', '\\u', '😀', '@']);
        return { kind: 'broken document', body: bodyOf(query.slice(0, at) + noise + query.slice(at), variables) };
      },
    ],
  ];
  return (): FuzzRequest => random.weighted(cases)();
}
