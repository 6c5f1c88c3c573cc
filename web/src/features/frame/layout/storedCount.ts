/** The number of entries of a stored list: 0 when absent, unreadable or not a list. */
export function storedCount(raw: string | null): number {
  if (!raw) return 0;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.length : 0;
  } catch {
    return 0;
  }
}
