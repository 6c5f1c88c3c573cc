import {
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { ODD_NUMBER_TEXTS, edgeFloat, edgeInt, hostileString } from './hostile-values';
import type { Random } from './random';

/** An enum value: a bare name in a document, a string in JSON variables. */
class EnumName {
  constructor(readonly name: string) {}
  toJSON(): string {
    return this.name;
  }
}

/** Text written as given, in a document or in JSON: a number such as 1e400, a nesting too deep to build. */
export class Verbatim {
  constructor(
    readonly document: string,
    readonly json = document,
  ) {}
}

export type InputValue =
  | null
  | boolean
  | number
  | string
  | EnumName
  | Verbatim
  | InputValue[]
  | { [field: string]: InputValue };

/** The value as a GraphQL literal. */
export function literal(value: InputValue): string {
  if (value === null) return 'null';
  if (value instanceof EnumName) return value.name;
  if (value instanceof Verbatim) return value.document;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([field, item]) => `${field}: ${literal(item)}`)
      .join(', ')}}`;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '1e999';
  // JSON's escapes are GraphQL's too; a lone surrogate's \ud800 is one GraphQL refuses, as it should.
  return JSON.stringify(value);
}

/** The value as JSON text for the variables, numbers as written. */
export function json(value: InputValue): string {
  if (value instanceof Verbatim) return value.json;
  if (Array.isArray(value)) return `[${value.map(json).join(',')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof EnumName)) {
    return `{${Object.entries(value)
      .map(([field, item]) => `${JSON.stringify(field)}:${json(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A value of the right type, its strings and numbers hostile: what passes validation and reaches the resolver. */
export function validValue(type: GraphQLInputType, random: Random, depth = 0): InputValue {
  if (isNonNullType(type)) return validValue(type.ofType, random, depth);
  if (random.chance(0.1)) return null;
  if (isListType(type)) {
    return Array.from({ length: random.int(0, depth > 1 ? 1 : 3) }, () => validValue(type.ofType, random, depth + 1));
  }
  if (isEnumType(type)) return new EnumName(random.pick(type.getValues()).name);
  if (isInputObjectType(type)) {
    const fields: Record<string, InputValue> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) || random.chance(0.5))
        fields[field.name] = validValue(field.type, random, depth + 1);
    }
    return fields;
  }
  switch (type.name) {
    case 'Int':
      return edgeInt(random);
    case 'Float':
      return random.chance(0.5) ? edgeInt(random) : edgeFloat(random);
    case 'Boolean':
      return random.chance(0.5);
    case 'ID':
      return random.chance(0.3) ? Math.abs(edgeInt(random)) : hostileString(random);
    default:
      return hostileString(random);
  }
}

/** Lists or input objects nested `levels` deep around `inner`, written out (a recursive writer would overflow). */
export function nested(levels: number, inner: InputValue, asObject: boolean): Verbatim {
  const around = (text: string, open: string, close: string) => `${open.repeat(levels)}${text}${close.repeat(levels)}`;
  return asObject
    ? new Verbatim(around(literal(inner), '{nested: ', '}'), around(json(inner), '{"nested":', '}'))
    : new Verbatim(around(literal(inner), '[', ']'), around(json(inner), '[', ']'));
}

/** A value the type refuses: another kind of value, an unknown enum, a number past Int, a deep or odd shape. */
export function wrongValue(type: GraphQLInputType, random: Random): InputValue {
  const named = getNamedType(type);
  const others: InputValue[] = [
    null,
    random.chance(0.5),
    { unknownField: hostileString(random) },
    nested(random.int(2, 60), 1, random.chance(0.5)),
    new Verbatim(random.pick(ODD_NUMBER_TEXTS)),
  ];
  if (isEnumType(named)) others.push(random.pick(named.getValues()).name, new EnumName('xx'), 0);
  else if (isInputObjectType(named)) others.push(hostileString(random), [], {});
  else if (isScalarType(named) && ['Int', 'Float'].includes(named.name)) {
    others.push(String(edgeInt(random)), 1.5, 2 ** 31, new EnumName('NaN'), new EnumName('Infinity'));
  } else others.push(edgeInt(random), new EnumName('en'), [hostileString(random)]);
  if (!isListType(isNonNullType(type) ? type.ofType : type)) others.push([[validValue(named, random)]]);
  return random.pick(others);
}
