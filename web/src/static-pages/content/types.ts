/**
 * Long-form page copy lives in typed modules, one record per locale, rather than in the message
 * catalogues: it is rendered on the server only, so it is never shipped to the browser with the
 * interface messages. The types make a missing translation a compile error, as the catalogues' test does.
 */

/** What every page has: its heading, meta description and opening paragraph. */
type PageIntro = { title: string; description: string; lead: string };

type ArticleSection = {
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
