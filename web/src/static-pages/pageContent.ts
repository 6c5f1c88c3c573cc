import type { AppLocale } from '@/i18n/locales';
import { aboutContent } from './content/about';
import { contactContent } from './content/contact';
import { designServicesContent } from './content/designServices';
import { faqContent } from './content/faq';
import { knowHowContent } from './content/knowHow';
import { termsContent } from './content/terms';
import { testContent } from './content/testPage';
import type { ArticleContent, FaqContent } from './content/types';
import type { StaticPage } from './staticPaths';

/** Every static page's copy: the FAQ is questions and answers, the others are articles. */
export const PAGE_CONTENT = {
  faq: faqContent,
  about: aboutContent,
  contact: contactContent,
  knowHow: knowHowContent,
  designServices: designServicesContent,
  terms: termsContent,
  test: testContent,
} satisfies Record<StaticPage, Record<AppLocale, ArticleContent | FaqContent>>;
