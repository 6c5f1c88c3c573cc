// Order statistics for the benchmarks' figures.

/** The value below which `share` of `values` fall (nearest rank); 0 for none. */
export function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

export const median = (values) => percentile(values, 0.5);
