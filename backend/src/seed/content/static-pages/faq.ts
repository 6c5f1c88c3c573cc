import type { Localized } from '../../../locales';
import type { FaqContent } from './types';
import copy from './faq.json';

export const faqContent: Localized<FaqContent> = copy.faqContent;
