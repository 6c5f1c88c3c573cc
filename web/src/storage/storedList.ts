import { z } from '@/security/zodWithoutEval';

/**
 * A list kept as JSON in localStorage (cart, wishlist), each entry checked with `entry`: [] when
 * absent or corrupt (not JSON, not a list, an entry of the wrong shape), never fatal. An entry whose
 * `keyOf` was seen before is dropped.
 */
export function parseStoredList<T>(raw: string | null, entry: z.ZodType<T>, keyOf: (value: T) => number): T[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  const parsed = z.array(entry).safeParse(value);
  if (!parsed.success) return [];
  const seen = new Set<number>();
  return parsed.data.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
