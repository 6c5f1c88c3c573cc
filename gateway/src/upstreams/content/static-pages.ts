import { z } from 'zod';
import { LOCALES, type Locale } from '../../domain/locales';
import type { StaticPage, TextBlock } from '../../domain/static-page';
import type { ContentClient } from './client';

/** A node of Strapi's rich-text blocks: text leaves, links and list items hold children. */
interface BlockNode {
  type: string;
  text?: string;
  format?: string;
  children?: BlockNode[];
}

const blockNode: z.ZodType<BlockNode> = z.lazy(() =>
  z.object({
    type: z.string(),
    text: z.string().optional(),
    format: z.string().optional(),
    children: z.array(blockNode).optional(),
  }),
);

const plainText = (node: BlockNode): string => node.text ?? (node.children ?? []).map(plainText).join('');

/**
 * Paragraphs and lists as the pages render them. Headings, quotes and code read as paragraphs; images and other
 * kinds are left out. Inline styling is not carried: the pages show plain text, as they always have.
 */
function textBlocks(blocks: BlockNode[]): TextBlock[] {
  return blocks.flatMap((block): TextBlock[] => {
    if (block.type === 'list') {
      const texts = (block.children ?? []).map(plainText);
      return [{ kind: block.format === 'ordered' ? 'STEPS' : 'BULLETS', texts }];
    }
    if (block.type === 'image') return [];
    const text = plainText(block);
    return text.trim() === '' ? [] : [{ kind: 'PARAGRAPH', texts: [text] }];
  });
}

const strapiStaticPage = z
  .object({
    key: z.string(),
    locale: z.enum(LOCALES),
    title: z.string(),
    description: z.string().nullish(),
    lead: z.string().nullish(),
    sections: z
      .array(
        z.object({
          anchor: z.string().nullish(),
          heading: z.string(),
          body: z.array(blockNode).nullish(),
          action_label: z.string().nullish(),
          action_href: z.string().nullish(),
        }),
      )
      .nullish(),
    groups: z
      .array(
        z.object({
          heading: z.string(),
          entries: z.array(z.object({ question: z.string(), answer: z.string() })).nullish(),
        }),
      )
      .nullish(),
  })
  .transform(
    (entry): StaticPage => ({
      key: entry.key,
      locale: entry.locale,
      title: entry.title,
      description: entry.description ?? '',
      lead: entry.lead ?? '',
      sections: (entry.sections ?? []).map((section) => ({
        anchor: section.anchor || null,
        heading: section.heading,
        blocks: textBlocks(section.body ?? []),
        action:
          section.action_label && section.action_href
            ? { label: section.action_label, href: section.action_href }
            : null,
      })),
      faqGroups: (entry.groups ?? []).map((group) => ({ heading: group.heading, entries: group.entries ?? [] })),
    }),
  );

// Keys are slugs (the content type's own pattern); anything else cannot exist and is not worth a request.
const KEY = /^[a-z][a-z0-9-]{0,63}$/;

/** One static page's copy in a locale, by key (its English slug); null when there is no such entry. */
export async function fetchStaticPage(client: ContentClient, locale: Locale, key: string): Promise<StaticPage | null> {
  if (!KEY.test(key)) return null;
  const [page] = await client.find(
    'static-pages',
    {
      locale,
      filters: { key: { $eq: key } },
      populate: { sections: true, groups: { populate: { entries: true } } },
      pagination: { pageSize: 1 },
    },
    strapiStaticPage,
    'staticPages',
  );
  return page ?? null;
}
