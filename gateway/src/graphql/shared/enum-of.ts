/** `['en', 'fr']` → `{ en: 'en', fr: 'fr' }`: type-graphql registers enum objects, the domain keeps value lists. */
export function enumOf<T extends string>(values: readonly T[]): { [K in T]: K } {
  return Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };
}
