import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALES, type Localized } from '../locales';
import { aboutContent } from './content/static-pages/about';
import { contactContent } from './content/static-pages/contact';
import { designServicesContent } from './content/static-pages/design-services';
import { faqContent } from './content/static-pages/faq';
import { knowHowContent } from './content/static-pages/know-how';
import { termsContent } from './content/static-pages/terms';
import { testContent } from './content/static-pages/test-page';
import type { ArticleContent, ArticleSection, FaqContent } from './content/static-pages/types';
import { STATIC_PAGE } from '../persistence/models';

/** Each page's first copy by key: the page's English slug, which the web also uses as the page's cache tag. */
const PAGES: Record<string, Localized<ArticleContent | FaqContent>> = {
  faq: faqContent,
  about: aboutContent,
  contact: contactContent,
  'know-how': knowHowContent,
  'design-services': designServicesContent,
  terms: termsContent,
  test: testContent,
};

const textOf = (text: string) => [{ type: 'text', text }];

/** A section's paragraphs, then its list, as Strapi rich-text blocks (what staff edit in the admin). */
function blocksOf({ paragraphs = [], items, ordered }: ArticleSection): unknown[] {
  const blocks: unknown[] = paragraphs.map((paragraph) => ({ type: 'paragraph', children: textOf(paragraph) }));
  if (items) {
    blocks.push({
      type: 'list',
      format: ordered ? 'ordered' : 'unordered',
      children: items.map((item) => ({ type: 'list-item', children: textOf(item) })),
    });
  }
  return blocks;
}

/** One locale's entry data: the FAQ's question groups, or an article's sections. */
function staticPageData(key: string, copy: ArticleContent | FaqContent): Record<string, unknown> {
  const { title, description, lead } = copy;
  if ('groups' in copy) return { key, title, description, lead, groups: copy.groups };
  return {
    key,
    title,
    description,
    lead,
    sections: copy.sections.map((section) => ({
      anchor: section.id ?? null,
      heading: section.heading,
      body: blocksOf(section),
      action_label: section.action?.label ?? null,
      action_href: section.action?.href ?? null,
    })),
  };
}

/**
 * Writes the static pages' copy in every locale on first start. A page whose key has an entry is left alone, so
 * staff edits survive restarts; it is seeded whatever SEED says, since these pages are the site's, not demo data.
 */
export async function seedStaticPages(strapi: Core.Strapi): Promise<void> {
  // Typed loosely: the content-type registry has no generated types in this project.
  const pages = strapi.documents(STATIC_PAGE as never) as unknown as {
    findFirst(params: { filters: Record<string, unknown>; fields: string[] }): Promise<unknown>;
    create(params: { locale: string; data: Record<string, unknown> }): Promise<{ documentId: string }>;
    update(params: { documentId: string; locale: string; data: Record<string, unknown> }): Promise<unknown>;
  };
  const written: string[] = [];
  for (const [key, copy] of Object.entries(PAGES)) {
    if (await pages.findFirst({ filters: { key }, fields: ['key'] })) continue;
    const { documentId } = await pages.create({
      locale: DEFAULT_LOCALE,
      data: staticPageData(key, copy[DEFAULT_LOCALE]),
    });
    for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
      await pages.update({ documentId, locale, data: staticPageData(key, copy[locale]) });
    }
    written.push(key);
  }
  if (written.length > 0) strapi.log.info(`[seed] static pages: ${written.join(', ')}`);
}
