/**
 * The static pages' first copy (docs/adr/0022-static-page-copy-in-strapi.md), written into Strapi's static-page
 * entries on first start; staff edit it there afterwards. One record per locale: a missing translation is a
 * compile error.
 */

/** What every page has: its heading, meta description and opening paragraph. */
type PageIntro = { title: string; description: string; lead: string };

export type ArticleSection = {
  /** An anchor for links into the page (/contact/#terms). */
  id?: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Numbered steps rather than bullets. */
  ordered?: boolean;
  /** A call to action closing the section. */
  action?: { label: string; href: string };
};

export type ArticleContent = PageIntro & { sections: ArticleSection[] };

export type FaqContent = PageIntro & {
  groups: { heading: string; entries: { question: string; answer: string }[] }[];
};
