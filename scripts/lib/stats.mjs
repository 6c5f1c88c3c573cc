// Figures of repeated benchmark runs.

/** The value below which `share` of `values` fall (nearest rank); 0 for none. */
export function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** The middle value (the upper one of an even count). */
export const median = (values) => percentile(values, 0.5);

/** "median (min–max)", each through `format`. */
export const medianAndRange = (values, format = String) =>
  `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
