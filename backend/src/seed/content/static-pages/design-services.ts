import type { Localized } from '../../../locales';
import type { ArticleContent } from './types';
import copy from './design-services.json';

export const designServicesContent: Localized<ArticleContent> = copy.designServicesContent;
