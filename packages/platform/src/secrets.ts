/** A production secret's shortest length. */
export const MIN_SECRET_LENGTH = 32;

/** Development defaults are marked DEV-ONLY; `change-me` and its spellings are the usual placeholders. */
const PLACEHOLDER = /dev-only|change[\s_.-]*me/i;

/** 32 random hex digits have fewer than 8 distinct ones about once in 30 million: a lower count was typed, not drawn. */
const MIN_DISTINCT_CHARACTERS = 8;

/** Whether `value` is a shorter pattern said again (`abcabc…`, `aaaa…`): its smallest period is at most half of it. */
function isRepeatedPattern(value: string): boolean {
  for (let period = 1; period <= value.length / 2; period += 1) {
    if (value.slice(period) === value.slice(0, value.length - period)) return true;
  }
  return false;
}

/**
 * What is wrong with `value` as a production secret, or null when it will do: missing, a development or placeholder
 * value, shorter than MIN_SECRET_LENGTH, or easy to guess (few distinct characters, or a short pattern repeated;
 * issue 29 found 32 × `a` accepted). Each service words the refusal with the variable's name.
 */
export function secretProblem(value: string | undefined): string | null {
  if (!value) return 'is missing';
  if (PLACEHOLDER.test(value)) return 'is a development or placeholder value';
  if (value.length < MIN_SECRET_LENGTH) return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS || isRepeatedPattern(value))
    return 'is too easy to guess (a repeated pattern or few distinct characters)';
  return null;
}

/**
 * Pairs of named secrets that share a value ([name, the first name that had it]): one leaked value would open both
 * doors. Unset values are not compared.
 */
export function sharedSecrets(named: readonly (readonly [string, string | undefined])[]): [string, string][] {
  const firstName = new Map<string, string>();
  return named.flatMap(([name, value]): [string, string][] => {
    if (!value) return [];
    const other = firstName.get(value);
    if (other === undefined) firstName.set(value, name);
    return other === undefined || other === name ? [] : [[name, other]];
  });
}
