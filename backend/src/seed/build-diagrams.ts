import { localize, type Localized } from '../locales';
import type { SeedCategory, SeedDiagram, SeedPreview, SeedSlide } from './catalogue';
import { BUNDLES, FREE_SAMPLE_TITLE } from './content/bundles';
import { DIAGRAM_KINDS, type Drawing } from './content/diagram-kinds';
import { DARK_CAPTIONS, OVERVIEW_CAPTION, SLIDE_CAPTIONS, SLIDE_SEPARATOR, SLIDE_WORD } from './content/slide-captions';
import { STYLES, TOPICS } from './content/title-parts';
import { toPrices } from './prices';
import type { Random } from './random';
import { slugify, uniqueSlug } from './slugify';

/** Release dates are spread over the two years before this date, independent of today. */
export const SEED_BASE_DATE = new Date('2026-01-01T00:00:00.000Z');
const RELEASE_WINDOW_START = Date.UTC(2024, 0, 1);
const MINUTE = 60_000;

const FIRST_LEGACY_ID = 1000;
const BUNDLE_CREDIT_COST = 3;
/** Share of the most recent diagrams tagged "new". */
const NEW_SHARE = 0.05;
const TOPIC_CHANCE = 0.6;
const STYLE_CHANCE = 0.45;

export interface DiagramOptions {
  /** Total number of diagrams, the free sample and the bundles included. */
  count: number;
  freeSampleUrl: string;
}

/** A diagram before release order (and so legacy ids, tags, slides and previews) is known. */
interface Draft {
  documentId: string;
  title: Localized;
  url: Localized;
  price: number;
  releasedAt: Date;
  tags: string[];
  categories: string[];
  drawing: Drawing;
  count?: number;
  palette: string;
  dark: boolean;
  slideCount: number;
}

function bundleCount(total: number): number {
  return Math.min(BUNDLES.length, Math.max(3, Math.round(total / 100)));
}

export function buildDiagrams(random: Random, categories: SeedCategory[], options: DiagramOptions): SeedDiagram[] {
  const parentOf = new Map(categories.map((category) => [category.slug, category.parentSlug]));
  const topLevelOf = (slug: string) => parentOf.get(slug) ?? slug;
  const withParents = (slugs: string[]) => [...new Set([...slugs, ...slugs.map(topLevelOf)])];

  const usedUrls = localize(() => new Set<string>());
  const urlsOf = (title: Localized, fixed: Partial<Localized> = {}) =>
    localize((locale) => uniqueSlug(fixed[locale] ?? slugify(title[locale]), usedUrls[locale]));
  const releaseDate = () =>
    new Date(
      RELEASE_WINDOW_START + random.int(0, (SEED_BASE_DATE.getTime() - RELEASE_WINDOW_START) / MINUTE - 1) * MINUTE,
    );

  // The free sample goes first so that its configured English url is never taken.
  const drafts: Draft[] = [
    {
      documentId: random.documentId(),
      title: FREE_SAMPLE_TITLE,
      url: urlsOf(FREE_SAMPLE_TITLE, { en: options.freeSampleUrl }),
      price: 0,
      releasedAt: releaseDate(),
      tags: ['free'],
      categories: withParents(['free', 'process-flows']),
      drawing: 'process',
      count: 4,
      palette: 'free',
      dark: false,
      slideCount: 5,
    },
  ];

  for (const bundle of BUNDLES.slice(0, bundleCount(options.count))) {
    drafts.push({
      documentId: random.documentId(),
      title: bundle.title,
      url: urlsOf(bundle.title),
      price: random.int(79, 199),
      releasedAt: releaseDate(),
      tags: ['bundle'],
      categories: ['bundles'],
      drawing: bundle.drawing,
      palette: 'bundles',
      dark: false,
      slideCount: random.int(20, 36),
    });
  }

  const usedCombinations = new Set<string>();
  while (drafts.length < options.count) {
    const kind = random.pick(DIAGRAM_KINDS);
    const variantIndex = random.int(0, kind.variants.length - 1);
    const topic = random.chance(TOPIC_CHANCE) ? random.pick(TOPICS) : undefined;
    const style = random.chance(STYLE_CHANCE) ? random.pick(STYLES) : undefined;
    const combination = [kind.key, variantIndex, topic?.key, style?.key].join('|');
    if (usedCombinations.has(combination)) continue;
    usedCombinations.add(combination);

    const variant = kind.variants[variantIndex];
    const title = localize(
      (locale) =>
        variant.text[locale] + (topic ? ` ${topic.text[locale]}` : '') + (style ? ` – ${style.text[locale]}` : ''),
    );
    const secondCategory = topic?.category ?? style?.category;
    drafts.push({
      documentId: random.documentId(),
      title,
      url: urlsOf(title),
      price: random.int(9, 48) + random.pick([0, 0.5, 0.99]),
      releasedAt: releaseDate(),
      tags: [],
      categories: withParents([
        kind.category,
        ...(secondCategory && secondCategory !== kind.category ? [secondCategory] : []),
      ]),
      drawing: kind.drawing,
      count: variant.count,
      palette: topLevelOf(kind.category),
      dark: style?.key === 'dark',
      slideCount: random.int(3, 12),
    });
  }

  // Legacy ids follow release order; the most recent ones are "new".
  drafts.sort((a, b) => a.releasedAt.getTime() - b.releasedAt.getTime());
  const firstNew = drafts.length - Math.ceil(drafts.length * NEW_SHARE);
  const slideUrls = localize(() => new Set<string>());

  return drafts.map((draft, index): SeedDiagram => {
    const legacyId = FIRST_LEGACY_ID + index;
    const isNew = index >= firstNew;
    const preview = (
      name: string,
      alternativeText: string,
      variation: number,
      slide?: { title: string; darkBackground: boolean },
    ): SeedPreview => ({
      documentId: random.documentId(),
      name,
      alternativeText,
      drawing: draft.drawing,
      count: draft.count,
      palette: draft.palette,
      heading: draft.title.en,
      caption: slide?.title,
      dark: draft.dark || (slide?.darkBackground ?? false),
      variation,
    });

    const captions = random.shuffle(SLIDE_CAPTIONS);
    const slides = Array.from({ length: draft.slideCount }, (_, i): SeedSlide => {
      const number = i + 1;
      const caption = i === 0 ? OVERVIEW_CAPTION : captions[(i - 1) % captions.length];
      const title = localize((locale) => `${SLIDE_WORD[locale]} ${number}${SLIDE_SEPARATOR[locale]}${caption[locale]}`);
      return {
        documentId: random.documentId(),
        number,
        title,
        urlTitle: localize((locale) => uniqueSlug(`${draft.url[locale]}-${slugify(title[locale])}`, slideUrls[locale])),
        image: preview(
          `slide-${legacyId}-${String(number).padStart(2, '0')}`,
          `${draft.title.en} – ${title.en}`,
          legacyId * 100 + number,
          { title: title.en, darkBackground: DARK_CAPTIONS.has(caption.en) },
        ),
      };
    });

    return {
      documentId: draft.documentId,
      legacyId,
      title: draft.title,
      url: draft.url,
      price: draft.price,
      prices: toPrices(draft.price),
      creditCost: draft.tags.includes('bundle') ? BUNDLE_CREDIT_COST : 1,
      releasedAt: draft.releasedAt,
      tags: isNew ? ['new', ...draft.tags] : draft.tags,
      categories: isNew ? [...draft.categories, 'new'] : draft.categories,
      image: preview(`diagram-${legacyId}`, draft.title.en, legacyId),
      slides,
    };
  });
}
