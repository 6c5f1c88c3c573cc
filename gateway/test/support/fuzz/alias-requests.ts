import {
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
} from 'graphql';
import { QUERY_LIMITS } from '../../../src/limits/query-limits';
import { literal, validValue } from './input-values';
import type { Random } from './random';
import type { FuzzRequest } from './schema-requests';

type AnyField = GraphQLField<unknown, unknown>;

const isList = (field: AnyField) => isListType(isNonNullType(field.type) ? field.type.ofType : field.type);
const leadsToObjects = (field: AnyField) => isObjectType(getNamedType(field.type));
/** Whether the objects `field` leads to have a list of objects of their own. */
const fansOn = (field: AnyField) =>
  Object.values((getNamedType(field.type) as GraphQLObjectType).getFields()).some(
    (inner) => leadsToObjects(inner) && isList(inner),
  );

/** Literal arguments: the required ones always, a page size now and then (up to 100, the largest allowed). */
function argumentsOf(field: AnyField, random: Random, real: Record<string, string>): string {
  const given = field.args.flatMap((arg) => {
    if (arg.name in real && isNonNullType(arg.type)) return [`${arg.name}: ${real[arg.name]}`];
    if (arg.name === 'pageSize' && random.chance(0.7)) return [`pageSize: ${random.int(1, 100)}`];
    if (!isNonNullType(arg.type)) return [];
    return [`${arg.name}: ${literal(validValue(arg.type, random))}`];
  });
  return given.length > 0 ? `(${given.join(', ')})` : '';
}

/**
 * A selection `levels` fields deep that fans out: at each level a field leading to objects, a list when there is
 * one (slides, then their diagram, then its slides…), with a few leaves beside it.
 */
function fanOut(type: GraphQLObjectType, random: Random, levels: number, real: Record<string, string>): string {
  const fields = Object.values(type.getFields());
  const leaves = fields
    .filter((field) => isLeafType(getNamedType(field.type)) && field.args.length === 0)
    .map((field) => field.name);
  const chosen = new Set(Array.from({ length: random.int(1, 3) }, () => random.pick([...leaves, '__typename'])));
  const onward = fields.filter(leadsToObjects);
  if (levels > 1 && onward.length > 0) {
    // Mostly a field whose objects lead on to lists (a diagram's slides, a slide's diagram), a list if it is one.
    const fanning = onward.filter(fansOn);
    const candidates = fanning.length > 0 && random.chance(0.8) ? fanning : onward;
    const lists = candidates.filter(isList);
    const next = lists.length > 0 && random.chance(0.8) ? random.pick(lists) : random.pick(candidates);
    const inner = fanOut(getNamedType(next.type) as GraphQLObjectType, random, levels - 1, real);
    chosen.add(`${next.name}${argumentsOf(next, random, real)}${inner}`);
  }
  return ` { ${[...chosen].join(' ')} }`;
}

/** Whether graphql-js's parser takes `query` within the token limit. */
function withinTokens(query: string): boolean {
  try {
    parse(query, { maxTokens: QUERY_LIMITS.tokens });
    return true;
  } catch {
    return false;
  }
}

/**
 * Documents within every document limit (depth, aliases, tokens) that ask much: up to 15 aliases of one root call
 * fanning out through lists, on data that exists (`real`: literal arguments such as a diagram's url, which the
 * probe of issue 29 used). Each must be answered within the answer cap or refused with a limit's code.
 */
export function aliasRequests(schema: GraphQLSchema, random: Random, real: Record<string, string>) {
  const roots = Object.values(schema.getQueryType()?.getFields() ?? {}).filter((field) =>
    isObjectType(getNamedType(field.type)),
  );
  // The roots that reach the catalogue's lists first: the probe's diagram, a catalogue page.
  const fanning = roots.filter((field) => ['diagram', 'catalogue', 'slide', 'category'].includes(field.name));
  return (): FuzzRequest => {
    const root = random.chance(0.7) ? random.pick(fanning) : random.pick(roots);
    // Most as deep and as many as allowed: the probe's shape, its 15 aliases 6 deep.
    const levels = random.chance(0.6) ? QUERY_LIMITS.depth - 1 : random.int(2, QUERY_LIMITS.depth - 1);
    const call = `${root.name}${argumentsOf(root, random, real)}${fanOut(getNamedType(root.type) as GraphQLObjectType, random, levels, real)}`;
    let aliases = random.chance(0.5) ? QUERY_LIMITS.aliases : random.int(2, QUERY_LIMITS.aliases);
    const document = (count: number) =>
      `query Aliases { ${Array.from({ length: count }, (_, index) => `a${index}: ${call}`).join(' ')} }`;
    while (aliases > 1 && !withinTokens(document(aliases))) aliases -= 1;
    return {
      kind: `${aliases} aliases of ${root.name}, ${levels + 1} deep`,
      body: JSON.stringify({ query: document(aliases) }),
    };
  };
}
