import type { Localized } from '../../../locales';
import type { ArticleContent } from './types';
import copy from './terms.json';

export const termsContent: Localized<ArticleContent> = copy.termsContent;
