/** A page number to link to, or a gap ("…") between distant ones. */
export type PageItem = number | 'gap';

/**
 * The page links around `page`: always the first and last, the current one with `radius`
 * neighbours each side, and a gap where pages are skipped. A gap never hides a single page.
 */
export function pageWindow(page: number, pageCount: number, radius = 1): PageItem[] {
  const shown = new Set([1, pageCount]);
  for (let offset = -radius; offset <= radius; offset += 1) shown.add(page + offset);
  const pages = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((n, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(n - 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}
