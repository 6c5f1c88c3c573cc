/** The sum of a counter's series in a Prometheus text page, optionally only those with a label value. */
export function counterTotal(metrics: string, name: string, label?: { name: string; value: string }): number {
  return metrics
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && (!label || line.includes(`${label.name}="${label.value}"`)))
    .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}
