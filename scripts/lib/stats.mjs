// Figures of repeated benchmark runs.

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** "median (min–max)", each through `format`. */
export const medianAndRange = (values, format = String) =>
  `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
