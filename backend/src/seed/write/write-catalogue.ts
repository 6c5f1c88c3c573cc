import type { Core } from '@strapi/strapi';
import { LOCALES, type Locale } from '../../locales';
import { SEED_BASE_DATE } from '../build-diagrams';
import type { Catalogue, Price, SeedDiagram } from '../catalogue';
import { BulkWriter, type Link, type LocalizedIds } from '../../persistence/bulk-writer';
import { CATEGORY, DIAGRAM, FILE, PLAN, SLIDE } from '../../persistence/models';
import { previewsOf, writePreviewFiles } from './preview-files';

const PRICE = 'shop.price';

/** Diagrams are written in chunks so that progress can be reported. */
const DIAGRAM_CHUNK = 200;

/** All seeded rows carry the fixed base date, so the data never depends on the day of seeding. */
const TIMESTAMPS = { createdAt: SEED_BASE_DATE, updatedAt: SEED_BASE_DATE, publishedAt: SEED_BASE_DATE };

type Log = (message: string) => void;

/** Writes the catalogue, then the seed marker, in one transaction: either everything is seeded or nothing. */
export async function writeCatalogue(
  strapi: Core.Strapi,
  catalogue: Catalogue,
  log: Log,
  markSeeded: () => Promise<void>,
) {
  await strapi.db.transaction(async ({ trx }) => {
    const writer = new BulkWriter(strapi, trx);

    const categoryIds = await writeCategories(writer, catalogue);
    log(`categories ${catalogue.categories.length}`);

    await writePriced(writer, PLAN, catalogue.plans, (plan, locale) => ({
      name: plan.name[locale],
      price: plan.price,
      credits: plan.credits,
      payment_cycle_months: plan.paymentCycleMonths,
      bonus: plan.bonus,
      credits_expiration_days: plan.creditsExpirationDays,
      hidden: plan.hidden,
      legacy_id: plan.legacyId,
    }));
    log(`plans ${catalogue.plans.length}`);

    const diagramsPerCategory = new Map<number, number>();
    const total = catalogue.diagrams.length;
    for (let start = 0; start < total; start += DIAGRAM_CHUNK) {
      const chunk = catalogue.diagrams.slice(start, start + DIAGRAM_CHUNK);
      const fileRecords = writePreviewFiles(strapi, total, previewsOf(chunk), TIMESTAMPS);
      await writeDiagrams(writer, chunk, fileRecords, categoryIds, diagramsPerCategory);
      log(`diagrams ${start + chunk.length}/${total}`);
    }
    await markSeeded();
  });
}

/** Categories and their parent links; returns a lookup of row ids by slug and locale. */
async function writeCategories(writer: BulkWriter, catalogue: Catalogue) {
  const { categories } = catalogue;
  const ids = await writer.localizedEntries(
    CATEGORY,
    categories,
    (category, locale) => ({
      slug: category.slug,
      url: category.url[locale],
      name: category.name[locale],
      popular: category.popular,
      show_in_menu: category.showInMenu,
      hidden: category.hidden,
      order: category.order,
    }),
    TIMESTAMPS,
  );

  const indexBySlug = new Map(categories.map((category, index) => [category.slug, index]));
  const idOf = (slug: string, locale: Locale) => {
    const index = indexBySlug.get(slug);
    if (index === undefined) throw new Error(`Unknown category ${slug}`);
    return ids(index, locale);
  };

  const childrenSeen = new Map<string, number>();
  const parentLinks: Link[] = [];
  categories.forEach((category) => {
    if (!category.parentSlug) return;
    const position = (childrenSeen.get(category.parentSlug) ?? 0) + 1;
    childrenSeen.set(category.parentSlug, position);
    for (const locale of LOCALES) {
      parentLinks.push({
        from: idOf(category.slug, locale),
        to: idOf(category.parentSlug, locale),
        inverseOrder: position,
      });
    }
  });
  await writer.relation(CATEGORY, 'parent', parentLinks);
  return idOf;
}

/** Entries with a non-localized `prices` component: every locale row gets its own component rows. */
async function writePriced<T extends { documentId: string; prices: Price[] }>(
  writer: BulkWriter,
  uid: typeof DIAGRAM | typeof PLAN,
  items: T[],
  fields: (item: T, locale: Locale) => Record<string, unknown>,
): Promise<LocalizedIds> {
  const ids = await writer.localizedEntries(uid, items, fields, TIMESTAMPS);
  const owners = items.flatMap((item, index) =>
    LOCALES.flatMap((locale) =>
      item.prices.map((price, position) => ({ entity: ids(index, locale), price, position })),
    ),
  );
  const priceIds = await writer.entries(
    PRICE,
    owners.map(({ price }) => ({ currency: price.currency, amount: price.amount })),
  );
  await writer.components(
    uid,
    'prices',
    PRICE,
    owners.map((owner, i) => ({ from: owner.entity, to: priceIds[i], order: owner.position + 1 })),
  );
  return ids;
}

async function writeDiagrams(
  writer: BulkWriter,
  diagrams: SeedDiagram[],
  fileRecords: ReturnType<typeof writePreviewFiles>,
  categoryId: (slug: string, locale: Locale) => number,
  diagramsPerCategory: Map<number, number>,
) {
  const slides = diagrams.flatMap((diagram) =>
    diagram.slides.map((slide) => ({ documentId: slide.documentId, diagram, slide })),
  );
  const fileIds = await writer.entries(FILE, fileRecords);
  const fileIdOf = new Map(fileRecords.map((record, i) => [record.documentId, fileIds[i]]));

  const diagramIds = await writePriced(writer, DIAGRAM, diagrams, (diagram, locale) => ({
    legacy_id: diagram.legacyId,
    url: diagram.url[locale],
    title: diagram.title[locale],
    price: diagram.price,
    credit_cost: diagram.creditCost,
    released_at: diagram.releasedAt,
    tags: diagram.tags,
  }));
  const slideIds = await writer.localizedEntries(
    SLIDE,
    slides,
    ({ slide }, locale) => ({
      title: slide.title[locale],
      url_title: slide.urlTitle[locale],
      number: slide.number,
    }),
    TIMESTAMPS,
  );

  const diagramIndex = new Map(diagrams.map((diagram, index) => [diagram, index]));
  const categoryLinks: Link[] = [];
  const slideLinks: Link[] = [];
  const diagramImages: Link[] = [];
  const slideImages: Link[] = [];
  for (const locale of LOCALES) {
    diagrams.forEach((diagram, index) => {
      const diagramId = diagramIds(index, locale);
      diagramImages.push({ from: fileIdOf.get(diagram.image.documentId)!, to: diagramId });
      diagram.categories.forEach((slug, position) => {
        const category = categoryId(slug, locale);
        const inverseOrder = (diagramsPerCategory.get(category) ?? 0) + 1;
        diagramsPerCategory.set(category, inverseOrder);
        categoryLinks.push({ from: diagramId, to: category, order: position + 1, inverseOrder });
      });
    });
    slides.forEach(({ diagram, slide }, index) => {
      const slideId = slideIds(index, locale);
      slideImages.push({ from: fileIdOf.get(slide.image.documentId)!, to: slideId });
      slideLinks.push({
        from: slideId,
        to: diagramIds(diagramIndex.get(diagram)!, locale),
        inverseOrder: slide.number,
      });
    });
  }
  await writer.relation(DIAGRAM, 'categories', categoryLinks);
  await writer.relation(SLIDE, 'diagram', slideLinks);
  await writer.media(DIAGRAM, 'image', diagramImages);
  await writer.media(SLIDE, 'image', slideImages);
}
