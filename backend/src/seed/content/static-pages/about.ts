import type { Localized } from '../../../locales';
import type { ArticleContent } from './types';
import copy from './about.json';

export const aboutContent: Localized<ArticleContent> = copy.aboutContent;
