/**
 * Diagrams per child sitemap: the gateway's largest page. 100 diagrams with about 8 slides each,
 * in five locales, make about 4,500 URLs: far below a sitemap's 50,000 URLs and 50 MB.
 */
export const DIAGRAMS_PER_SITEMAP = 100;

/** The sitemaps /sitemap.xml points to: one of the shop's pages and categories, and one per page of diagrams. */
export type SitemapFile = { kind: 'pages' } | { kind: 'diagrams'; page: number };

export function sitemapFileName(file: SitemapFile): string {
  return file.kind === 'pages' ? 'pages.xml' : `diagrams-${file.page}.xml`;
}

export function parseSitemapFileName(name: string): SitemapFile | undefined {
  if (name === 'pages.xml') return { kind: 'pages' };
  const match = /^diagrams-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? { kind: 'diagrams', page: Number(match[1]) } : undefined;
}

/** Every child sitemap, diagrams first, for a catalogue of `diagramPages` pages. */
export function sitemapFiles(diagramPages: number): SitemapFile[] {
  const diagrams = Array.from(
    { length: diagramPages },
    (_, index): SitemapFile => ({ kind: 'diagrams', page: index + 1 }),
  );
  return [...diagrams, { kind: 'pages' }];
}
