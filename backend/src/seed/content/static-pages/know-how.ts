import type { Localized } from '../../../locales';
import type { ArticleContent } from './types';
import copy from './know-how.json';

export const knowHowContent: Localized<ArticleContent> = copy.knowHowContent;
