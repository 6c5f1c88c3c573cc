/**
 * A list kept as JSON in localStorage (cart, wishlist), each entry read by `entry` (undefined when
 * it has the wrong shape): [] when absent or corrupt (not JSON, not a list, any entry of the wrong
 * shape), never fatal. An entry whose `keyOf` was seen before is dropped.
 */
export function parseStoredList<T>(
  raw: string | null,
  entry: (value: unknown) => T | undefined,
  keyOf: (value: T) => number,
): T[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const entries = value.map(entry);
  if (entries.some((item) => item === undefined)) return [];
  const seen = new Set<number>();
  return (entries as T[]).filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
