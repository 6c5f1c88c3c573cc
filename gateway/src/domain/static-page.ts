import type { Locale } from './locales';

/** A block of a static page's section: a paragraph, or a list's items (bullets or numbered steps). */
export interface TextBlock {
  kind: 'PARAGRAPH' | 'BULLETS' | 'STEPS';
  texts: string[];
}

interface StaticPageSection {
  /** The section's id in the page, for links like /contact/#terms. */
  anchor: string | null;
  heading: string;
  blocks: TextBlock[];
  /** A call to action closing the section. */
  action: { label: string; href: string } | null;
}

interface FaqGroup {
  heading: string;
  entries: { question: string; answer: string }[];
}

/** The copy of one of the shop's own pages in one locale, as staff edit it in Strapi. */
export interface StaticPage {
  key: string;
  locale: Locale;
  title: string;
  description: string;
  lead: string;
  sections: StaticPageSection[];
  faqGroups: FaqGroup[];
}
