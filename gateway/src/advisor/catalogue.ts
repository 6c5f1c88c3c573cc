import type { Logger } from 'pino';
import { z } from 'zod';
import { LocaleSnapshots } from '../cache/locale-snapshots';
import type { Diagram } from '../domain/diagram';
import type { Locale } from '../domain/locales';
import type { ContentClient } from '../upstreams/content/client';
import { fetchCataloguePage } from '../upstreams/content/diagrams';
import { findAll } from '../upstreams/content/fetch-all';
import type { DiagramFacts } from './matching';
import { fold, words } from './text';
import { VOCABULARIES } from './vocabulary';

// Strapi's maxLimit: the catalogue in pages of 100.
const PAGE_SIZE = 100;

const strapiExtras = z.object({
  documentId: z.string(),
  categories: z.array(z.object({ slug: z.string().nullable(), hidden: z.boolean().nullable() })),
  slides: z.array(z.object({ title: z.string().nullable() })),
});

/** What the catalogue pages leave out: category slugs and visibility, slide titles. */
function fetchExtras(client: ContentClient, locale: Locale) {
  const query = {
    locale,
    fields: ['legacy_id'],
    populate: { categories: { fields: ['slug', 'hidden'] }, slides: { fields: ['title'] } },
    sort: 'legacy_id:asc',
  };
  return findAll(client, 'diagrams', query, strapiExtras);
}

/** Every diagram of a locale as catalogue pages show it (image, prices, url…), through their cache. */
async function fetchSummaries(client: ContentClient, locale: Locale): Promise<Diagram[]> {
  const page = (number: number) =>
    fetchCataloguePage(client, { locale, sort: 'ORIGINAL', page: number, pageSize: PAGE_SIZE });
  const first = await page(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, index) => page(index + 2)),
  );
  return [first, ...rest].flatMap(({ items }) => items);
}

/** The facts of every diagram of a locale, words folded once here rather than on every message. */
async function buildFacts(client: ContentClient, locale: Locale): Promise<DiagramFacts[]> {
  const [summaries, extras] = await Promise.all([fetchSummaries(client, locale), fetchExtras(client, locale)]);
  const extrasById = new Map(extras.map((extra) => [extra.documentId, extra]));
  const variantSlide = VOCABULARIES[locale].colourVariantSlide;
  return summaries.flatMap((diagram): DiagramFacts[] => {
    const extra = extrasById.get(diagram.id);
    if (!extra) return [];
    return [
      {
        diagram,
        titleWords: ` ${words(diagram.title).join(' ')} `,
        slideCount: diagram.slideCount,
        categorySlugs: extra.categories.flatMap((category) => category.slug ?? []),
        hidden: extra.categories.some((category) => category.hidden === true),
        hasColourVariant: extra.slides.some((slide) => fold(slide.title ?? '').includes(variantSlide)),
      },
    ];
  });
}

/**
 * The advisor's catalogue per locale, kept in memory like the search index and as fresh (rebuilt in the
 * background every 300 s): an answer costs no backend call, and shows only diagrams the backend listed.
 */
export type AdvisorCatalogue = LocaleSnapshots<DiagramFacts[]>;

export function createAdvisorCatalogue(
  client: ContentClient,
  logger: Logger,
  /** Age after which a locale's catalogue is rebuilt in the background (config.cacheLifetimes.searchIndex). */
  lifetimeMs: number,
): AdvisorCatalogue {
  return new LocaleSnapshots({
    build: (locale) => buildFacts(client, locale),
    lifetimeMs,
    name: 'advisor catalogue',
    describe: (facts) => ({ diagrams: facts.length }),
    logger,
  });
}
